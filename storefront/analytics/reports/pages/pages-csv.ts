import { type CsvValue, toCsv } from "../csv.ts";
import type { PagesReport } from "./pages-schema.ts";

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
