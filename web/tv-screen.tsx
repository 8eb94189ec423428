import { useEffect } from "preact/hooks";
import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import type { GameState } from "./types.ts";
import { type Featured, useFeaturedGame } from "./use-featured-game.ts";
import { usePlugins } from "./use-plugins.ts";
import { useWatchedGame } from "./use-watched-game.ts";
import { WatchedGameView } from "./watched-game.tsx";

/** How long an ended game stays on the TV before the next one: its result is read, and the switch is well within 10 s. */
const SHOW_END_MS = 4000;

/** The featured game, live; once it ends, its result for a few seconds, then `onEnded`. */
function TvGame({
  api,
  featured,
  go,
  onEnded,
}: {
  api: Api;
  featured: Featured;
  go: (path: string) => void;
  onEnded: () => void;
}) {
  const watched = useWatchedGame(api, featured.game_id, featured.state);
  const over = (watched.state as GameState).status !== "running";
  useEffect(() => {
    if (!over) return;
    const timer = setTimeout(onEnded, SHOW_END_MS);
    return () => clearTimeout(timer);
  }, [over]);
  return (
    <>
      <WatchedGameView watched={watched} go={go} />
      {over && (
        <p class="card hint" role="status">
          {t("nextGameSoon")}
        </p>
      )}
    </>
  );
}

/** /play/tv (or /play/tv/{plugin_id}): the featured public game now, live, switching to the next when it ends. */
export function TvScreen({
  api,
  pluginId,
  go,
}: {
  api: Api;
  pluginId: string | null;
  go: (path: string) => void;
}) {
  const plugins = usePlugins();
  const { featured, error, next } = useFeaturedGame(api, pluginId);
  return (
    <section
      aria-labelledby="tv-title"
      data-tv={featured?.game_id ?? (featured === null ? "none" : "loading")}
    >
      <h2 id="tv-title">{t("tvTitle")}</h2>
      <p class="card row">
        <label>
          {t("game")}
          <select
            name="tv_plugin"
            value={pluginId ?? ""}
            onChange={(e) => go(e.currentTarget.value ? `/play/tv/${e.currentTarget.value}` : "/play/tv")}
          >
            <option value="">{t("allGames")}</option>
            {plugins.map((p) => (
              <option value={p.id}>{p.name}</option>
            ))}
          </select>
        </label>
      </p>
      {error && <p role="alert">{error}</p>}
      {featured === null && <p class="card">{t("noFeaturedGame")}</p>}
      {featured && (
        <TvGame
          key={featured.game_id}
          api={api}
          featured={featured}
          go={go}
          onEnded={() => next(featured.game_id)}
        />
      )}
    </section>
  );
}
