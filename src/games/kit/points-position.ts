import type { PointsBoardLike } from "./points-board-schema.ts";
import type { PointsWords } from "./points-words.ts";

/** One seat's checkers in words: each point it holds (highest first, in the board's numbers), the bar, borne off. */
function seatParts(board: PointsBoardLike, seat: number, words: PointsWords): string[] {
  const sign = seat === 0 ? 1 : -1;
  const stacks = board.points
    .map((count, i) => ({ point: i + 1, count: count * sign }))
    .filter(({ count }) => count > 0)
    .reverse()
    .map(({ point, count }) => words.stack(count, point));
  const bar = board.bar?.[seat] ?? 0;
  const off = board.off[seat] ?? 0;
  return [...stacks, ...(bar > 0 ? [words.onBar(bar)] : []), ...(off > 0 ? [words.borneOff(off)] : [])];
}

/** A 24-point board's position for a caption: one line per seat, "Ann: 2 on 24, 5 on 13, …". */
export function pointsPosition(
  board: PointsBoardLike,
  words: PointsWords,
  names: readonly string[],
): string[] {
  return [0, 1].map((seat) =>
    words.seatPosition(names[seat] ?? String(seat + 1), seatParts(board, seat, words)),
  );
}
