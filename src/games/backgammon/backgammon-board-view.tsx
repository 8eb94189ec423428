import { PointsBoardSvg, type Spot, type SpotMove, seatsOf } from "../kit/points-board-view.tsx";
import { OPPOSED_NUMBERING } from "../kit/points-numbering.ts";
import type { WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { BackgammonBoard } from "./backgammon-board.ts";
import { backgammonHint } from "./backgammon-chat.ts";
import { BACKGAMMON_WORDS, type BackgammonWords } from "./backgammon-words.ts";

/** A payload's place as the kit's board spot: points 1..24 are board indices 0..23. */
function spotOf(place: unknown): Spot {
  return typeof place === "number" ? place - 1 : place === "bar" ? "bar" : "off";
}

/** A kit spot as a payload's place. */
function placeOf(spot: Spot): number | string {
  return typeof spot === "number" ? spot + 1 : spot;
}

/** Backgammon on the web: the shared 24-point board with legal destinations lit, and the turn's buttons. */
function BackgammonBoardView({ state, board, act, words }: WebBoardProps<BackgammonBoard, BackgammonWords>) {
  const allowed = new Set(state.allowed_actions.map((entry) => entry.action_type));
  const payloads =
    state.allowed_actions.find((entry) => entry.action_type === "move_checker")?.payloads ?? [];
  const moves: SpotMove[] = payloads.map((p) => ({ from: spotOf(p.from), to: spotOf(p.to) }));
  const { colors, names } = seatsOf(state.players);
  const label = state.players
    .map((p) => `${p.display_name}: ${words.pips(board.pips[p.seat] ?? 0)}`)
    .join("; ");
  const button = (type: string, text: string) =>
    allowed.has(type) && (
      <button type="button" data-action={type} onClick={() => act(type)}>
        {text}
      </button>
    );
  const cube = board.cube;
  return (
    <div class="backgammon">
      <PointsBoardSvg
        board={board}
        numbering={OPPOSED_NUMBERING}
        colors={colors}
        names={names}
        moves={moves}
        onMove={(move) => act("move_checker", { from: placeOf(move.from), to: placeOf(move.to) })}
        words={words}
        label={label}
      />
      <div class="roll-row">
        <span>{board.dice?.join(" · ") ?? words.noRoll}</span>
        {cube ? <span>{words.cube(cube.value)}</span> : <span>{words.crawford}</span>}
        {board.match && <span>{words.matchTo(board.match.to, board.match.score)}</span>}
        <span aria-live="polite">{backgammonHint(board, words)}</span>
      </div>
      <div class="actions">
        {button("roll_dice", words.rollButton)}
        {button("offer_double", words.doubleButton((cube?.value ?? 1) * 2))}
        {button("take", words.takeButton)}
        {button("drop", words.dropButton)}
        {button("undo", words.undoButton)}
        {button("confirm_turn", words.confirmButton)}
      </div>
    </div>
  );
}

/** Backgammon's part of the web client. */
export const backgammonWebBoard: WebBoard<BackgammonBoard, BackgammonWords> = {
  view: BackgammonBoardView,
  words: BACKGAMMON_WORDS,
};
