import type SQLite from "better-sqlite3";
import type { DailyTotals, DayRange } from "./analytics-schema.ts";

/** One day's `daily_totals` counters but engaged time. */
export type DayTotals = { day: string } & Omit<DailyTotals, "engaged_ms">;

/** The timeseries report's reads, prepared once per database. */
export function createTimeseriesRepository(sqlite: SQLite.Database) {
  const totals = sqlite.prepare(
    `select day, sessions, bounces, page_views, api_requests, api_2xx, api_3xx, api_4xx, api_5xx, api_failed,
       client_errors, user_errors from daily_totals where day between ? and ?`,
  );
  const sketches = sqlite.prepare(
    "select day, registers from daily_visitor_sketches where day between ? and ?",
  );
  return {
    /** The totals of the range's days that have any. */
    totals(range: DayRange): DayTotals[] {
      return totals.all(range.from, range.to) as DayTotals[];
    },
    /** The visitor sketches of the range's days that have one. */
    sketches(range: DayRange): { day: string; registers: Buffer }[] {
      return sketches.all(range.from, range.to) as { day: string; registers: Buffer }[];
    },
  };
}
