import { useRef } from "preact/hooks";
import { Die } from "../kit/die-view.tsx";
import { useFocusReturn } from "../kit/roving-group.ts";
import { SeatLegend, SeatShape } from "../kit/seat-shape.tsx";
import type { AnnouncedMove, WebBoard, WebBoardProps } from "../kit/web-board.ts";
import { SNAKES_AND_LADDERS_WORDS, type SnakesAndLaddersWords } from "./snakes-and-ladders-words.ts";
import type { TrackBoard } from "./track-board.ts";

/** Where a seat stands: its square, or the start before its first square. */
function whereIs(board: TrackBoard, seat: number, words: SnakesAndLaddersWords): string {
  const square = board.positions[seat] ?? 0;
  return square > 0 ? words.square(square) : words.start;
}

/**
 * Snakes and ladders: a boustrophedon track in SVG, numbered from the bottom
 * left, each seat's token in its shape, a key to the seats, and the roll,
 * to which the focus comes back when the player's turn does.
 */
function TrackBoardView({ state, board, act, words }: WebBoardProps<TrackBoard, SnakesAndLaddersWords>) {
  const n = board.size;
  const cell = 100 / n;
  const center = (square: number): [number, number] => {
    const i = square - 1;
    const row = Math.floor(i / n);
    const col = row % 2 === 0 ? i % n : n - 1 - (i % n);
    return [col * cell + cell / 2, (n - 1 - row) * cell + cell / 2];
  };
  const can = state.allowed_actions.some((a) => a.action_type === "roll_dice");
  const squares = Array.from({ length: n * n }, (_, i) => i + 1);
  const view = useRef<HTMLDivElement>(null);
  useFocusReturn(view, can ? '[data-action="roll_dice"]' : null);
  const seats = state.players.map((p) => ({
    seat: p.seat,
    color: p.color,
    text: words.seatPosition(p.display_name, whereIs(board, p.seat, words)),
  }));
  return (
    <div class="track" ref={view}>
      <svg dir="ltr" viewBox="0 0 100 100" role="img" aria-label={seats.map((s) => s.text).join("; ")}>
        {squares.map((s) => {
          const [x, y] = center(s);
          return (
            <g>
              <rect
                x={x - cell / 2}
                y={y - cell / 2}
                width={cell}
                height={cell}
                class={s % 2 ? "sq odd" : "sq"}
              />
              <text x={x - cell / 2 + 0.8} y={y - cell / 2 + 2.6} class="sq-num">
                {s}
              </text>
            </g>
          );
        })}
        {board.ladders.map(([from, to]) => {
          const [x1, y1] = center(from);
          const [x2, y2] = center(to);
          return <line x1={x1} y1={y1} x2={x2} y2={y2} class="ladder" />;
        })}
        {board.snakes.map(([from, to]) => {
          const [x1, y1] = center(from);
          const [x2, y2] = center(to);
          return (
            <path d={`M${x1} ${y1} Q ${(x1 + x2) / 2 + 6} ${(y1 + y2) / 2} ${x2} ${y2}`} class="snake" />
          );
        })}
        {state.players.map((p, i) => {
          const pos = board.positions[p.seat] ?? 0;
          const [x, y] = pos > 0 ? center(pos) : [cell / 2, 100 - cell / 2];
          return (
            <SeatShape
              seat={p.seat}
              x={x + (i % 2) * 2.4 - 1.2}
              y={y + Math.floor(i / 2) * 2.4 - 1.2}
              r={cell / 5}
              fill={p.color}
              strokeWidth={0.5}
              className="token"
            />
          );
        })}
      </svg>
      <SeatLegend seats={seats} />
      <div class="roll-row">
        <Die value={board.last_roll} rollKey={state.version} />
        <button type="button" data-action="roll_dice" disabled={!can} onClick={() => act("roll_dice")}>
          {words.roll}
        </button>
      </div>
    </div>
  );
}

/** "Ann: Last roll: 4, Square 16": the roll and where it took the roller, ladder or snake included. */
function announceRoll(move: AnnouncedMove, board: TrackBoard, words: SnakesAndLaddersWords): string | null {
  if (move.action_type !== "roll_dice" || board.last_roll === null) return null;
  return `${move.by}: ${words.lastRollIs(board.last_roll)}, ${whereIs(board, move.seat, words)}`;
}

/** snakesAndLadders's part of the web client. */
export const snakesAndLaddersWebBoard: WebBoard<TrackBoard, SnakesAndLaddersWords> = {
  view: TrackBoardView,
  words: SNAKES_AND_LADDERS_WORDS,
  announce: announceRoll,
};
