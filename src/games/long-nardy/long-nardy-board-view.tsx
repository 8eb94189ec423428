import { Die } from "../kit/die-view.tsx";
import { PointsBoardSvg, type SpotMove, seatsOf } from "../kit/points-board-view.tsx";
import { SAME_WAY_NUMBERING } from "../kit/points-numbering.ts";
import type { WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";
import { LONG_NARDY_WORDS, type LongNardyWords } from "./long-nardy-words.ts";

type Props = WebBoardProps<LongNardyBoard, LongNardyWords>;
type Payload = { readonly from: number; readonly to: number | "off" };

/** The legal steps the viewer may take, as the payloads list them. */
function stepsOf(state: Props["state"]): Payload[] {
  const move = state.allowed_actions.find((a) => a.action_type === "move_checker");
  return (move?.payloads ?? []) as Payload[];
}

/** What the seat to move should do next. */
function hint(
  board: LongNardyBoard,
  steps: readonly Payload[],
  canConfirm: boolean,
  words: LongNardyWords,
): string {
  if (board.result) return words.result(board.result.points, board.result.mars);
  if (steps.length > 0) return words.toMove(board.moves_left);
  if (!canConfirm) return "";
  return board.played.length > 0 ? words.turnDone : words.noMove;
}

/** Long nardy: the board (press or drag a ringed checker to a lit point), the dice, and undo and done. */
function LongNardyBoardView({ state, board, act, words }: Props) {
  const steps = stepsOf(state);
  const { colors, names } = seatsOf(state.players);
  const moves: SpotMove[] = steps.map((s) => ({ from: s.from - 1, to: s.to === "off" ? "off" : s.to - 1 }));
  const canUndo = state.allowed_actions.some((a) => a.action_type === "undo");
  const canConfirm = state.allowed_actions.some((a) => a.action_type === "confirm_turn");
  const label = state.players
    .map((p) => `${p.display_name}: ${words.borneOff(board.off[p.seat] ?? 0)}`)
    .join("; ");
  const send = (m: SpotMove) =>
    act("move_checker", { from: Number(m.from) + 1, to: m.to === "off" ? "off" : Number(m.to) + 1 });
  return (
    <div class="long-nardy">
      <PointsBoardSvg
        board={board}
        numbering={SAME_WAY_NUMBERING}
        colors={colors}
        names={names}
        moves={moves}
        onMove={send}
        words={words}
        label={label}
      />
      <div class="roll-row">
        {(board.dice ?? []).map((value) => (
          <Die value={value} rollKey={`${state.version}`} />
        ))}
        <span aria-live="polite">{hint(board, steps, canConfirm, words)}</span>
      </div>
      <div class="actions">
        {steps.map((s) => (
          <button type="button" onClick={() => act("move_checker", { from: s.from, to: s.to })}>
            {words.moveButton(s.from, s.to)}
          </button>
        ))}
        <button type="button" disabled={!canUndo} onClick={() => act("undo")}>
          {words.undoButton}
        </button>
        <button type="button" disabled={!canConfirm} onClick={() => act("confirm_turn")}>
          {words.confirmButton}
        </button>
      </div>
    </div>
  );
}

/** Long nardy's part of the web client. */
export const longNardyWebBoard: WebBoard<LongNardyBoard, LongNardyWords> = {
  view: LongNardyBoardView,
  words: LONG_NARDY_WORDS,
};
