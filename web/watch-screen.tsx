import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import { useWatchedGame } from "./use-watched-game.ts";
import { WatchedGameView } from "./watched-game.tsx";

/** /play/g/{game_id}: a public game (or one's own) to watch, live and read-only. */
export function WatchScreen({ api, gameId, go }: { api: Api; gameId: string; go: (path: string) => void }) {
  const watched = useWatchedGame(api, gameId, null);
  return (
    <section aria-labelledby="watch-title">
      <h2 id="watch-title">{t("watchTitle")}</h2>
      <WatchedGameView watched={watched} go={go} />
    </section>
  );
}
