import { Die } from "../kit/die-view.tsx";
import type { WebBoard, WebBoardProps } from "../kit/web-board.ts";
import type { LudoBoard } from "./ludo-board.ts";
import { columnCentre, GRID, LUDO_COLORS, loopCentre, placeTokens, quarterOf, turn } from "./ludo-layout.ts";
import { LOOP, QUARTER } from "./ludo-rules.ts";
import { LUDO_WORDS, type LudoWords } from "./ludo-words.ts";

const EMPTY: string = LUDO_COLORS.empty;

/** A 1×1 square at a cell centre. */
function Square({ at, fill }: { at: { x: number; y: number }; fill: string }) {
  return (
    <rect
      x={at.x - 0.5}
      y={at.y - 0.5}
      width="1"
      height="1"
      fill={fill}
      stroke={LUDO_COLORS.line}
      stroke-width="0.04"
    />
  );
}

/** The board in SVG: yards, loop, home columns and tokens, in the same places as the image. */
function LudoSvg({ board, colors, label }: { board: LudoBoard; colors: string[]; label: string }) {
  const seatColor = (seat: number) => colors[quarterOf(board.starts[seat] ?? 0)] ?? EMPTY;
  const last = board.last_move;
  return (
    <svg
      dir="ltr"
      viewBox={`0 0 ${GRID} ${GRID}`}
      role="img"
      aria-label={label}
      style={{ maxWidth: "32rem" }}
    >
      {colors.map((color, quarter) => {
        const c = turn({ x: 3, y: 3 }, quarter);
        const centre = turn({ x: 6, y: 6 }, quarter);
        const edge = turn({ x: 6, y: 9 }, quarter);
        return (
          <g>
            <rect x={c.x - 3} y={c.y - 3} width="6" height="6" fill={color} />
            <rect x={c.x - 2.2} y={c.y - 2.2} width="4.4" height="4.4" fill="#fff" />
            {[1, 2, 3, 4, 5].map((step) => (
              <Square at={columnCentre(quarter, step)} fill={color} />
            ))}
            <polygon points={`${centre.x},${centre.y} ${edge.x},${edge.y} 7.5,7.5`} fill={color} />
          </g>
        );
      })}
      {Array.from({ length: LOOP }, (_, square) => (
        <Square
          at={loopCentre(square)}
          fill={
            square % QUARTER === 0
              ? (colors[square / QUARTER] ?? EMPTY)
              : board.safe.includes(square)
                ? "#eef1f5"
                : "#fff"
          }
        />
      ))}
      {placeTokens(board).map((t) => (
        <g>
          {last?.seat === t.seat && last.token === t.token && (
            <circle cx={t.x} cy={t.y} r={t.r + 0.12} fill="#f5b301" />
          )}
          <circle cx={t.x} cy={t.y} r={t.r} fill={seatColor(t.seat)} stroke="#fff" stroke-width="0.08" />
          <text x={t.x} y={t.y + t.r * 0.4} text-anchor="middle" font-size={t.r * 1.1} fill="#fff">
            {t.token + 1}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Ludo: the board, the die, the roll button and one button per token the mover may choose. */
function LudoBoardView({ state, board, act, words }: WebBoardProps<LudoBoard, LudoWords>) {
  const colors = [0, 1, 2, 3].map(() => EMPTY);
  board.starts.forEach((start, seat) => {
    colors[quarterOf(start)] = state.players.find((p) => p.seat === seat)?.color ?? EMPTY;
  });
  const canRoll = state.allowed_actions.some((a) => a.action_type === "roll_dice");
  const choices = state.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? [];
  const label = state.players
    .map((p) => `${p.display_name}: ${(board.tokens[p.seat] ?? []).map(words.place).join(", ")}`)
    .join("; ");
  const hint =
    board.phase === "move" && board.last_roll !== null
      ? words.pickToken(board.last_roll)
      : board.sixes > 0
        ? words.rollAgain
        : "";
  return (
    <div class="ludo">
      <LudoSvg board={board} colors={colors} label={label} />
      <div class="roll-row">
        <Die value={board.last_roll} rollKey={state.version} />
        <span aria-live="polite">{hint}</span>
      </div>
      <div class="actions">
        <button type="button" disabled={!canRoll} onClick={() => act("roll_dice")}>
          {words.roll}
        </button>
        {board.moves
          .filter((move) => choices.includes(move.token))
          .map((move) => (
            <button
              type="button"
              data-token={move.token}
              aria-label={`${words.token(move.token + 1)}: ${words.place(move.from)} → ${words.place(move.to)}`}
              onClick={() => act("choose_cell", { cell: move.token })}
            >
              {words.moveButton(move)}
            </button>
          ))}
      </div>
    </div>
  );
}

/** Ludo's part of the web client. */
export const ludoWebBoard: WebBoard<LudoBoard, LudoWords> = { view: LudoBoardView, words: LUDO_WORDS };
