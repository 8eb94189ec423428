/** A rows×cols grid: `cells[i]` is the seat index that marked cell i (row-major), or null. */
export interface GridBoard {
  readonly kind: "grid";
  readonly rows: number;
  readonly cols: number;
  readonly cells: readonly (number | null)[];
  readonly last_cell: number | null;
  readonly winning_line: readonly number[] | null;
}
