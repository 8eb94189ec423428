/** Squares per side; the track runs 1..100. */
export const BOARD_SIZE = 10;
/** The square that wins, reached only by an exact roll (or the ladder from 80). */
export const FINAL_SQUARE = BOARD_SIZE * BOARD_SIZE;

/** Ladders of the Milton Bradley "Chutes and Ladders" board, [bottom, top]. */
export const LADDERS: readonly (readonly [number, number])[] = [
  [1, 38],
  [4, 14],
  [9, 31],
  [21, 42],
  [28, 84],
  [36, 44],
  [51, 67],
  [71, 91],
  [80, 100],
];

/** Chutes (snakes) of the same board, [head, tail]. */
export const SNAKES: readonly (readonly [number, number])[] = [
  [16, 6],
  [47, 26],
  [49, 11],
  [56, 53],
  [62, 19],
  [64, 60],
  [87, 24],
  [93, 73],
  [95, 75],
  [98, 78],
];

// One lookup per move instead of scanning both lists.
const DESTINATION: readonly number[] = (() => {
  const squares = Array.from({ length: FINAL_SQUARE + 1 }, (_, square) => square);
  for (const [from, to] of [...LADDERS, ...SNAKES]) squares[from] = to;
  return squares;
})();

/** Where a token that lands on `square` ends up after any ladder or snake there. */
export function settle(square: number): number {
  return DESTINATION[square] ?? square;
}
