import { GamePanel } from "./game-panel.tsx";
import { t } from "./i18n.ts";
import { PageLink } from "./page-link.tsx";
import { shownName } from "./player-name.ts";
import type { WatchedGame } from "./use-watched-game.ts";

/** A game shown read-only as its watchers see it: live status, who plays, the board, and links to the replay, the table and a rematch. */
export function WatchedGameView({ watched, go }: { watched: WatchedGame; go: (path: string) => void }) {
  const { state, you, nextGameId, connected, error } = watched;
  if (!state) return <p class="card">{error ? <span role="alert">{error}</span> : "…"}</p>;
  const links = [
    state.status === "finished" && [`/play/replay/${state.game_id}`, t("replay")],
    you && [`/play/s/${state.session_id}`, t("openYourTable")],
    nextGameId && [`/play/g/${nextGameId}`, t("watchNextGame")],
  ].filter((link): link is [string, string] => Array.isArray(link));
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
      <p class="card watched-players">
        {state.players.map((p, i) => (
          <span>
            {i > 0 && " – "}
            <span class="swatch" style={{ background: p.color }} />
            {shownName(p.display_name)}
          </span>
        ))}
      </p>
      <GamePanel state={{ ...state, allowed_actions: [] }} me={you} act={() => undefined} />
      {links.length > 0 && (
        <p class="card row controls">
          {links.map(([path, label]) => (
            <PageLink path={path} go={go}>
              {label}
            </PageLink>
          ))}
        </p>
      )}
    </>
  );
}
