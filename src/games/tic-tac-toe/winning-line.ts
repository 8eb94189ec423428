const LINES: readonly (readonly [number, number, number])[] = [
  [0, 1, 2],
  [3, 4, 5],
  [6, 7, 8],
  [0, 3, 6],
  [1, 4, 7],
  [2, 5, 8],
  [0, 4, 8],
  [2, 4, 6],
];

/** The line completed by the mark just placed on `cell`, or null; only lines through that cell can be new. */
export function winningLine(cells: readonly (number | null)[], cell: number): number[] | null {
  const mark = cells[cell];
  for (const line of LINES) {
    if (line.includes(cell) && line.every((i) => cells[i] === mark)) return [...line];
  }
  return null;
}
