import type { DayRange } from "./analytics-schema.ts";
import type { SqlRunner } from "./sql-runner.ts";

/** `daily_dimensions` counters of one value summed over a range. */
export interface DimensionSums {
  dimension: string;
  value: string;
  sessions: number;
  bounces: number;
  page_views: number;
}

/** The dimension reports' read of `daily_dimensions`, for the listed dimensions. */
export function createDimensionRepository(sql: SqlRunner, dimensions: readonly string[]) {
  const statement = `select dimension, value, sum(sessions) as sessions, sum(bounces) as bounces, sum(page_views) as page_views
     from daily_dimensions where day between ? and ? and dimension in (${dimensions.map(() => "?").join(", ")})
     group by dimension, value order by sessions desc, value asc`;
  return {
    /** Sums per dimension value over the range, most sessions first. */
    sums(range: DayRange): Promise<DimensionSums[]> {
      return sql.all<DimensionSums>(statement, [range.from, range.to, ...dimensions]);
    },
  };
}
