import type SQLite from "better-sqlite3";
import type { DailyPageTable, DayRange } from "./analytics-schema.ts";

/** One page's `daily_pages` counters summed over a range; admin area if any day says so. */
export type PageSums = Omit<DailyPageTable, "day">;

/** The pages report's reads, prepared once per database. */
export function createPagesRepository(sqlite: SQLite.Database) {
  const rows = sqlite.prepare(
    `select path, max(is_admin_area) as is_admin_area, sum(views) as views, sum(entries) as entries,
       sum(exits) as exits, sum(engaged_ms) as engaged_ms, sum(leaves) as leaves
     from daily_pages where day between ? and ? group by path
     having sum(views) > 0 or sum(entries) > 0 or sum(exits) > 0 or sum(leaves) > 0
     order by views desc, path asc limit ?`,
  );
  const total = sqlite
    .prepare("select coalesce(sum(page_views), 0) from daily_totals where day between ? and ?")
    .pluck();
  return {
    /** Up to `limit` pages with any activity in the range, most viewed first. */
    pages(range: DayRange, limit: number): PageSums[] {
      return rows.all(range.from, range.to, limit) as PageSums[];
    },
    /** Page views of the range, all pages. */
    totalViews(range: DayRange): number {
      return total.get(range.from, range.to) as number;
    },
  };
}
