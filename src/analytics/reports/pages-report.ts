import type SQLite from "better-sqlite3";
import { type CsvValue, toCsv } from "../csv.ts";
import { ratio } from "./report-range.ts";
import type { PageRow, PagesReport, ReportRange } from "./report-schemas.ts";

interface PageSums {
  path: string;
  is_admin_area: number;
  views: number;
  entries: number;
  exits: number;
  engaged_ms: number;
  leaves: number;
}

/** The CSV export's columns, in order. */
export const PAGES_CSV_HEADER = [
  "path",
  "views",
  "entries",
  "exits",
  "exit_rate",
  "avg_engaged_ms",
  "is_admin_area",
];

/** Top pages by views with entries and exits. */
export function createPagesReport(sqlite: SQLite.Database) {
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
  return (range: ReportRange, limit = 100): PagesReport => ({
    range,
    total_views: total.get(range.from, range.to) as number,
    pages: (rows.all(range.from, range.to, limit) as PageSums[]).map(
      (row): PageRow => ({
        path: row.path,
        is_admin_area: row.is_admin_area === 1,
        views: row.views,
        entries: row.entries,
        exits: row.exits,
        exit_rate: ratio(row.exits, row.views),
        avg_engaged_ms: row.leaves ? Math.round(row.engaged_ms / row.leaves) : null,
      }),
    ),
  });
}

/** The pages report as RFC 4180 CSV with a header row. */
export function pagesReportCsv(report: PagesReport): string {
  return toCsv(
    PAGES_CSV_HEADER,
    report.pages.map((p): CsvValue[] => [
      p.path,
      p.views,
      p.entries,
      p.exits,
      p.exit_rate,
      p.avg_engaged_ms,
      p.is_admin_area,
    ]),
  );
}
