import { useEffect, useState } from "preact/hooks";
import { DiceRaceBoardView } from "./boards/dice-race-board.tsx";
import { GridBoardView } from "./boards/grid-board.tsx";
import { TrackBoardView } from "./boards/track-board.tsx";
import { YachtBoardView } from "./boards/yacht-board.tsx";
import { t } from "./i18n.ts";
import type { Act, GameState } from "./types.ts";

/** Seconds until the turn's deadline, ticking once a second. */
function useSecondsLeft(deadline: string | null | undefined): number | null {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline ? Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000)) : null;
}

/** Whose turn (with the timer), the outcome, and the board of whichever game it is. */
export function GamePanel({ state, me, act }: { state: GameState; me: string; act: Act }) {
  const seconds = useSecondsLeft(state.status === "running" && !state.paused ? state.turn?.deadline : null);
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
  const board = state.board;
  return (
    <section class="card game" aria-label={state.plugin_id}>
      <p
        class={`banner${mover?.participant_id === me && state.status === "running" ? " mine" : ""}`}
        aria-live="polite"
        data-version={state.version}
      >
        {mover && state.status === "running" && <span class="swatch" style={{ background: mover.color }} />}
        {banner}
        {seconds !== null && <span class="timer"> · {t("secondsLeft", { s: seconds })}</span>}
      </p>
      {board.kind === "grid" && <GridBoardView state={state} board={board} act={act} />}
      {board.kind === "dice-race" && <DiceRaceBoardView state={state} board={board} act={act} />}
      {board.kind === "yacht" && <YachtBoardView state={state} board={board} act={act} />}
      {board.kind === "track" && <TrackBoardView state={state} board={board} act={act} />}
    </section>
  );
}
