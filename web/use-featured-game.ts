import { useEffect, useRef, useState } from "preact/hooks";
import { type Api, ApiError } from "./api.ts";
import type { GameState } from "./types.ts";

/** The featured game as GET /tv answers it. */
export interface Featured {
  readonly game_id: string;
  readonly state: GameState;
}

/** How often the TV asks again while no public game runs, or while it still names the game that just ended. */
const ASK_MS = 3000;

/**
 * The TV's game: GET /tv (of one game, or any for null), asked again by
 * `next` once the shown game ended, and every few seconds while there is
 * none. `featured` is undefined until the first answer and null while no
 * public game runs.
 */
export function useFeaturedGame(api: Api, pluginId: string | null) {
  const [featured, setFeatured] = useState<Featured | null | undefined>(undefined);
  const [error, setError] = useState("");
  const [asks, setAsks] = useState(0);
  // The game that just ended: an answer naming it again (a read behind the end) is asked again.
  const ended = useRef<string | null>(null);
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const query = pluginId ? `?${new URLSearchParams({ plugin_id: pluginId })}` : "";
    const ask = () =>
      api
        .call<Featured>("GET", `/tv${query}`)
        .then((answer) => {
          if (stopped) return;
          setError("");
          if (answer.game_id === ended.current) timer = setTimeout(ask, ASK_MS);
          else setFeatured(answer);
        })
        .catch((e: Error) => {
          if (stopped) return;
          if (e instanceof ApiError && e.code === "no_featured_game") setFeatured(null);
          else setError(e.message);
          timer = setTimeout(ask, ASK_MS);
        });
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [pluginId, asks]);
  return {
    featured,
    error,
    /** The shown game ended: find the next one. */
    next: (endedGameId: string) => {
      ended.current = endedGameId;
      setAsks((n) => n + 1);
    },
  };
}
