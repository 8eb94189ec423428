import type { DailyPageTable, DayRange } from "./analytics-schema.ts";
import type { SqlRunner } from "./sql-runner.ts";

/** One page's `daily_pages` counters summed over a range; admin area if any day says so. */
export type PageSums = Omit<DailyPageTable, "day">;

/** The pages report's reads. */
export function createPagesRepository(sql: SqlRunner) {
  const rows = `select path, max(is_admin_area) as is_admin_area, sum(views) as views, sum(entries) as entries,
       sum(exits) as exits, sum(engaged_ms) as engaged_ms, sum(leaves) as leaves
     from daily_pages where day between ? and ? group by path
     having sum(views) > 0 or sum(entries) > 0 or sum(exits) > 0 or sum(leaves) > 0
     order by views desc, path asc limit ?`;
  const total = "select coalesce(sum(page_views), 0) as views from daily_totals where day between ? and ?";
  return {
    /** Up to `limit` pages with any activity in the range, most viewed first. */
    pages(range: DayRange, limit: number): Promise<PageSums[]> {
      return sql.all<PageSums>(rows, [range.from, range.to, limit]);
    },
    /** Page views of the range, all pages. */
    async totalViews(range: DayRange): Promise<number> {
      const [row] = await sql.all<{ views: number }>(total, [range.from, range.to]);
      return row?.views ?? 0;
    },
  };
}
