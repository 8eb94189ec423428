import type { ReportSource } from "./define-report.ts";
import { REPORTS, type ReaderOf, type ReportId } from "./report-registry.ts";

/** Every registered report's reader, by id. */
export type ReportService = { readonly [K in ReportId]: ReaderOf<K> };

/** Every staff report over one analytics store, reading rollups only (realtime also reads the newest log rows). */
export function createReportService(source: ReportSource): ReportService {
  return Object.fromEntries(
    Object.entries(REPORTS).map(([id, report]) => [id, report.query(source)]),
  ) as ReportService;
}
