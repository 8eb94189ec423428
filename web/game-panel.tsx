import type { Act } from "../src/games/kit/web-board.ts";
import { useNow } from "./clock-time.ts";
import { findWebBoard } from "./game-boards.ts";
import { gameWordsOf, t } from "./i18n.ts";
import { MoveAnnouncer } from "./move-announcer.tsx";
import { PlayerClocks } from "./player-clocks.tsx";
import { withShownNames } from "./player-name.ts";
import type { GameState } from "./types.ts";

/** Whose turn, how many watch, every player's clock, the outcome, and the board of whichever game it is, from the web registry. */
export function GamePanel({ state: sent, me, act }: { state: GameState; me: string; act: Act }) {
  const state = { ...sent, players: withShownNames(sent.players) };
  const now = useNow(state.status === "running" && !state.paused && Boolean(state.turn?.deadline));
  const mover = state.players.find((p) => p.participant_id === state.turn?.participant_id);
  const names = (ids: readonly string[]) =>
    state.players
      .filter((p) => ids.includes(p.participant_id))
      .map((p) => p.display_name)
      .join(", ");
  let banner: string;
  if (state.status === "finished")
    banner = state.winners?.length ? t("winner", { names: names(state.winners) }) : t("draw");
  else if (state.status === "aborted") banner = t("aborted");
  else if (state.paused) banner = t("paused");
  else
    banner = mover?.participant_id === me ? t("yourTurn") : t("turnOf", { name: mover?.display_name ?? "" });
  const web = findWebBoard(state.plugin_id);
  return (
    <section class="card game" aria-label={t("game")}>
      <p
        class={`banner${mover?.participant_id === me && state.status === "running" ? " mine" : ""}`}
        data-version={state.version}
      >
        {mover && state.status === "running" && <span class="swatch" style={{ background: mover.color }} />}
        {banner}
      </p>
      {state.spectators > 0 && (
        <p class="hint spectators" data-spectators={state.spectators}>
          <span aria-hidden="true">👁 </span>
          {t("spectatorsNow", { n: state.spectators })}
        </p>
      )}
      <MoveAnnouncer state={state} web={web} banner={banner} />
      <PlayerClocks state={state} now={now} />
      <div class="board-view">
        {web ? (
          <web.view state={state} board={state.board} act={act} words={gameWordsOf(web.words)} />
        ) : (
          <p>{t("unknownGame")}</p>
        )}
      </div>
    </section>
  );
}
