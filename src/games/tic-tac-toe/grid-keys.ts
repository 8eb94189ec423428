/** A rows×cols grid of which only the `open` cells (row-major indices) take focus. */
export interface FocusGrid {
  readonly rows: number;
  readonly cols: number;
  readonly open: ReadonlySet<number>;
}

/** The open cells in reading order. */
function inOrder(grid: FocusGrid): number[] {
  return [...grid.open].sort((a, b) => a - b);
}

/** The open cell nearest to column `col` in the first row past `from` (step ±1) that has one. */
function nearestInRows(grid: FocusGrid, from: number, step: 1 | -1, col: number): number | null {
  for (let row = Math.floor(from / grid.cols) + step; row >= 0 && row < grid.rows; row += step) {
    const inRow = inOrder(grid).filter((cell) => Math.floor(cell / grid.cols) === row);
    if (inRow.length > 0) {
      return inRow.reduce((best, cell) =>
        Math.abs((cell % grid.cols) - col) < Math.abs((best % grid.cols) - col) ? cell : best,
      );
    }
  }
  return null;
}

/**
 * Where a key moves the focus from cell `from`, or null when the key is not a
 * move or leads nowhere. Left and Right walk the open cells in reading order
 * (wrapping, so every open cell is reachable); Up and Down go to the nearest
 * open cell in the rows above or below; Home and End to the first and last.
 */
export function cellAfterKey(grid: FocusGrid, from: number, key: string): number | null {
  const order = inOrder(grid);
  if (order.length === 0) return null;
  const at = order.indexOf(from);
  switch (key) {
    case "ArrowRight":
      return order[(at + 1) % order.length] ?? null;
    case "ArrowLeft":
      return order[at < 0 ? order.length - 1 : (at - 1 + order.length) % order.length] ?? null;
    case "ArrowDown":
      return nearestInRows(grid, from, 1, from % grid.cols);
    case "ArrowUp":
      return nearestInRows(grid, from, -1, from % grid.cols);
    case "Home":
      return order[0] ?? null;
    case "End":
      return order.at(-1) ?? null;
    default:
      return null;
  }
}

/** The cell that holds the board's one tab stop: the last focused one while open, else the first open one. */
export function tabStop(grid: FocusGrid, last: number | null): number | null {
  if (last !== null && grid.open.has(last)) return last;
  return inOrder(grid)[0] ?? null;
}
