/**
 * What has been parsed from one stored row's JSON columns, kept on that row
 * object (under a symbol, not enumerable: spreads, JSON and deep equality do
 * not see it). Rows are never changed in place, a write makes a new one, so a
 * parse stays true for as long as its row lives and goes with it: a move reads
 * the same row's seats and clock several times over (the checks, the clock,
 * the winners, the state document), and the running game's row the memo holds
 * is parsed once for all its moves. Nothing is kept beside the rows, so no
 * cache outlives them or is shared between two cores of one process.
 */
const PARSES = Symbol("row parses");

/** The parses kept on one row, by column; each filled on its first read. */
export type RowParses = Record<string, unknown>;

/** The parses kept on `row`, added empty on first use; a frozen row keeps none (each read parses). */
export function parsesOf(row: object): RowParses {
  const held = (row as { [PARSES]?: RowParses })[PARSES];
  if (held) return held;
  const parses: RowParses = {};
  if (Object.isExtensible(row)) Object.defineProperty(row, PARSES, { value: parses });
  return parses;
}

/** Keeps parses already at hand on a row just made from them, so its first reads are no parse either. */
export function keepParses<T extends object>(row: T, parses: RowParses): T {
  Object.assign(parsesOf(row), parses);
  return row;
}
