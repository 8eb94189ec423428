import { GamePanel } from "./game-panel.tsx";
import { t } from "./i18n.ts";
import { PageLink } from "./page-link.tsx";
import type { WatchedGame } from "./use-watched-game.ts";

/** A game shown read-only as its watchers see it: live status, the board, and links to the replay, the table and a rematch. */
export function WatchedGameView({ watched, go }: { watched: WatchedGame; go: (path: string) => void }) {
  const { state, you, nextGameId, connected, error } = watched;
  if (!state) return <p class="card">{error ? <span role="alert">{error}</span> : "…"}</p>;
  return (
    <>
      <p class="status-line">
        <span class={`dot${connected ? " on" : ""}`} />
        <span data-connection={connected ? "live" : "reconnecting"}>
          {connected ? t("live") : t("reconnecting")}
        </span>
        {" · "}
        <span data-watching={state.game_id}>{t("watchingGame")}</span>
      </p>
      <GamePanel state={{ ...state, allowed_actions: [] }} me={you} act={() => undefined} />
      <p class="card row controls">
        {state.status === "finished" && (
          <PageLink path={`/play/replay/${state.game_id}`} go={go}>
            {t("replay")}
          </PageLink>
        )}
        {you && (
          <PageLink path={`/play/s/${state.session_id}`} go={go}>
            {t("openYourTable")}
          </PageLink>
        )}
        {nextGameId && (
          <PageLink path={`/play/g/${nextGameId}`} go={go}>
            {t("watchNextGame")}
          </PageLink>
        )}
      </p>
    </>
  );
}
