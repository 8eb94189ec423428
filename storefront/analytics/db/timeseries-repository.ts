import type { DailyTotals, DayRange } from "./analytics-schema.ts";
import type { SqlRunner } from "./sql-runner.ts";

/** One day's `daily_totals` counters but engaged time. */
export type DayTotals = { day: string } & Omit<DailyTotals, "engaged_ms">;

/** The timeseries report's reads. */
export function createTimeseriesRepository(sql: SqlRunner) {
  const totals = `select day, sessions, bounces, page_views, api_requests, api_2xx, api_3xx, api_4xx, api_5xx, api_failed,
       client_errors, user_errors from daily_totals where day between ? and ?`;
  const sketches = "select day, registers from daily_visitor_sketches where day between ? and ?";
  return {
    /** The totals of the range's days that have any. */
    totals(range: DayRange): Promise<DayTotals[]> {
      return sql.all<DayTotals>(totals, [range.from, range.to]);
    },
    /** The visitor sketches of the range's days that have one. */
    sketches(range: DayRange): Promise<{ day: string; registers: Buffer }[]> {
      return sql.all(sketches, [range.from, range.to]);
    },
  };
}
