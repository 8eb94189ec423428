import { createPagesRepository } from "../db/pages-repository.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import { type CsvValue, toCsv } from "./csv.ts";
import { ratio } from "./report-range.ts";
import type { PageRow, PagesReport, ReportRange } from "./report-schemas.ts";

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
export function createPagesReport(sql: SqlRunner) {
  const repository = createPagesRepository(sql);
  return async (range: ReportRange, limit = 100): Promise<PagesReport> => ({
    range,
    total_views: await repository.totalViews(range),
    pages: (await repository.pages(range, limit)).map(
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
