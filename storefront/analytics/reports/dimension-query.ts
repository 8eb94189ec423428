import { createDimensionRepository, type DimensionSums } from "../db/dimension-repository.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import type { ReportRange } from "./report-query.ts";

/** Rows each list of a dimension report holds at most. */
export const TOP = 100;

/** A dimension report: its range, and a list of rows per dimension. */
export type DimensionLists<L extends string, Row> = { range: ReportRange } & Record<L, Row[]>;

/**
 * A report of sessions by the values of some dimensions, read in one query:
 * `lists` names each list of the report after its dimension, in the report's
 * order, and `rows` turns the sums of one dimension's values, most sessions
 * first, into that list.
 */
export function createDimensionQuery<L extends string, Row>(
  sql: SqlRunner,
  lists: Readonly<Record<L, string>>,
  rows: (sums: DimensionSums[]) => Row[],
) {
  const dimensions = Object.values<string>(lists);
  const repository = createDimensionRepository(sql, dimensions);
  return async (range: ReportRange): Promise<DimensionLists<L, Row>> => {
    const grouped = new Map<string, DimensionSums[]>(dimensions.map((d) => [d, []]));
    for (const row of await repository.sums(range)) grouped.get(row.dimension)?.push(row);
    const entries = Object.entries<string>(lists).map(([list, dimension]) => [
      list,
      rows(grouped.get(dimension) ?? []),
    ]);
    return { range, ...Object.fromEntries(entries) } as DimensionLists<L, Row>;
  };
}
