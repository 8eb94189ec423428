import { useEffect, useRef, useState } from "preact/hooks";
import type { Api } from "./api.ts";
import { type LiveStatus, openLive } from "./live.ts";
import type { GameState } from "./types.ts";
import { withSpectators } from "./use-live-session.ts";

/** How often the state is read while its session's events are not flowing (a refused or dropped subscription). */
const READ_MS = 5000;

/**
 * One game as a watcher follows it: its state (from `first`, or read once),
 * then its session's event stream, keeping only this game's states and
 * never stepping back a version. `nextGameId` names a later game of the same
 * session (a rematch) once the stream shows one; `you` is the viewer's
 * participant id when they sit at the table.
 */
export function useWatchedGame(api: Api, gameId: string, first: GameState | null) {
  const [state, setState] = useState<GameState | null>(first);
  const [status, setStatus] = useState<LiveStatus>({ connected: false, transport: "ws" });
  const [you, setYou] = useState("");
  const [nextGameId, setNextGameId] = useState<string | null>(null);
  const [error, setError] = useState("");
  // The newest version shown, read by the stream's callback (which keeps the first render's closure).
  const shown = useRef(first?.version ?? 0);
  const take = (next: GameState | null | undefined) => {
    if (!next) return;
    if (next.game_id !== gameId) return setNextGameId(next.game_id);
    if (next.version < shown.current) return;
    shown.current = next.version;
    setState(next);
  };
  const read = () =>
    api
      .call<GameState>("GET", `/games/${gameId}/state`)
      .then(take)
      .catch((e: Error) => setError(e.message));

  useEffect(() => {
    if (!first) void read();
  }, [gameId]);
  const sessionId = state?.session_id;
  useEffect(() => {
    if (!sessionId) return;
    const live = openLive(
      api,
      sessionId,
      (update) => {
        take(update.state);
        if (update.spectators !== undefined) setState(withSpectators(update.spectators));
        if (update.you) setYou(update.you);
      },
      setStatus,
    );
    return () => live.close();
  }, [sessionId]);
  const over = state !== null && state.status !== "running";
  useEffect(() => {
    if (status.connected || !sessionId || over) return;
    const timer = setInterval(() => void read(), READ_MS);
    return () => clearInterval(timer);
  }, [status.connected, sessionId, over]);

  return { state, you, nextGameId, error, ...status };
}

/** What useWatchedGame answers. */
export type WatchedGame = ReturnType<typeof useWatchedGame>;
