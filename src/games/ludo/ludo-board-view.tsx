import { useRef, useState } from "preact/hooks";
import { Die } from "../kit/die-view.tsx";
import { useFocusReturn, useRovingGroup } from "../kit/roving-group.ts";
import { SeatLegend, SeatShape } from "../kit/seat-shape.tsx";
import { seatTextDrop } from "../kit/seat-shapes.ts";
import type { AnnouncedMove, WebBoard, WebBoardProps } from "../kit/web-board.ts";
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

/** What the board marks on the mover's tokens: those that may move (ringed), the one focused or hovered (ringed boldly). */
interface TokenMarks {
  readonly seat: number | null;
  readonly movable: ReadonlySet<number>;
  readonly shown: number | null;
}

/** Each seat's quarter: its yard, its home column and its wedge of the centre. */
function Yards({ colors }: { colors: string[] }) {
  return (
    <>
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
    </>
  );
}

/**
 * The board in SVG: yards, loop, home columns and tokens, in the same places
 * as the image; each seat's tokens have its shape, and the mover's movable ones a ring.
 */
function LudoSvg({
  board,
  colors,
  label,
  marks,
}: {
  board: LudoBoard;
  colors: string[];
  label: string;
  marks: TokenMarks;
}) {
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
      <Yards colors={colors} />
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
      {placeTokens(board).map((t) => {
        const mine = t.seat === marks.seat;
        return (
          <g data-seat={t.seat}>
            {last?.seat === t.seat && last.token === t.token && (
              <circle cx={t.x} cy={t.y} r={t.r + 0.16} fill="#f5b301" />
            )}
            {mine && marks.movable.has(t.token) && (
              <circle
                cx={t.x}
                cy={t.y}
                r={t.r + 0.22}
                fill="none"
                stroke="#1d2330"
                stroke-width={marks.shown === t.token ? 0.14 : 0.05}
              />
            )}
            <SeatShape seat={t.seat} x={t.x} y={t.y} r={t.r} fill={seatColor(t.seat)} strokeWidth={0.08} />
            <text
              x={t.x}
              y={t.y + t.r * seatTextDrop(t.seat)}
              text-anchor="middle"
              font-size={t.r * 1.1}
              fill="#fff"
            >
              {t.token + 1}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/**
 * Ludo: the board, a key to the seats, the die, the roll button and one
 * button per token the mover may choose. By keyboard the token buttons are
 * one tab stop, arrows walk them (ringing the token on the board) and Enter
 * or Space moves; the focus comes back to Roll or the tokens when the player needs them.
 */
function LudoBoardView({ state, board, act, words }: WebBoardProps<LudoBoard, LudoWords>) {
  const colors = [0, 1, 2, 3].map(() => EMPTY);
  board.starts.forEach((start, seat) => {
    colors[quarterOf(start)] = state.players.find((p) => p.seat === seat)?.color ?? EMPTY;
  });
  const canRoll = state.allowed_actions.some((a) => a.action_type === "roll_dice");
  const choices = state.allowed_actions.find((a) => a.action_type === "choose_cell")?.choices ?? [];
  const moves = board.moves.filter((move) => choices.includes(move.token));
  const tokens = useRovingGroup<HTMLDivElement>(moves.map((move) => `${move.token}`));
  const [shown, setShown] = useState<number | null>(null);
  const view = useRef<HTMLDivElement>(null);
  useFocusReturn(
    view,
    canRoll ? '[data-action="roll_dice"]' : moves.length > 0 ? "[data-token][tabindex='0']" : null,
  );
  const seats = state.players.map((p) => ({
    seat: p.seat,
    color: p.color,
    text: words.seatPosition(p.display_name, board.tokens[p.seat] ?? []),
  }));
  const mover = state.players.find((p) => p.participant_id === state.turn?.participant_id);
  const marks = {
    seat: moves.length > 0 ? (mover?.seat ?? null) : null,
    movable: new Set(moves.map((move) => move.token)),
    shown,
  };
  const hint =
    board.phase === "move" && board.last_roll !== null
      ? words.pickToken(board.last_roll)
      : board.sixes > 0
        ? words.rollAgain
        : "";
  return (
    <div class="ludo" ref={view}>
      <LudoSvg board={board} colors={colors} label={seats.map((s) => s.text).join("; ")} marks={marks} />
      <SeatLegend seats={seats} />
      <div class="roll-row">
        <Die value={board.last_roll} rollKey={state.version} />
        <span>{hint}</span>
      </div>
      <div class="actions" ref={tokens.ref}>
        <button type="button" data-action="roll_dice" disabled={!canRoll} onClick={() => act("roll_dice")}>
          {words.roll}
        </button>
        {moves.map((move) => {
          const item = tokens.item(`${move.token}`);
          return (
            <button
              type="button"
              data-token={move.token}
              aria-label={`${words.token(move.token + 1)}: ${words.place(move.from)} → ${words.place(move.to)}`}
              onClick={() => act("choose_cell", { cell: move.token })}
              {...item}
              onFocus={() => {
                item.onFocus();
                setShown(move.token);
              }}
              onBlur={() => setShown(null)}
              onPointerEnter={() => setShown(move.token)}
              onPointerLeave={() => setShown(null)}
            >
              {words.moveButton(move)}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** "Ann: Last roll: 6" after a roll; "Ann: Token 2: square 9" after a move, and any rival it sent back. */
function announceLudo(move: AnnouncedMove, board: LudoBoard, words: LudoWords): string | null {
  if (move.action_type === "roll_dice" && board.last_roll !== null) {
    return `${move.by}: ${words.lastRollIs(board.last_roll)}`;
  }
  const last = board.last_move;
  if (move.action_type !== "choose_cell" || last?.seat !== move.seat) return null;
  const moved = `${move.by}: ${words.token(last.token + 1)}: ${words.place(last.to)}`;
  return last.captured > 0 ? `${moved}, ${words.sentBack(last.captured)}` : moved;
}

/** Ludo's part of the web client. */
export const ludoWebBoard: WebBoard<LudoBoard, LudoWords> = {
  view: LudoBoardView,
  words: LUDO_WORDS,
  announce: announceLudo,
};
