import type SQLite from "better-sqlite3";
import { createApiReport } from "./api-report.ts";
import { createSourcesReport, createTechnologyReport } from "./dimension-reports.ts";
import { createErrorsReport } from "./errors-report.ts";
import { createOverviewReport } from "./overview-report.ts";
import { createPagesReport } from "./pages-report.ts";
import { createRealtimeReport } from "./realtime-report.ts";
import { createTimeseriesReport } from "./timeseries-report.ts";

export type ReportService = ReturnType<typeof createReportService>;

/** Every staff report, reading rollups only (realtime also reads the newest log rows). */
export function createReportService(sqlite: SQLite.Database, now: () => number) {
  return {
    overview: createOverviewReport(sqlite),
    timeseries: createTimeseriesReport(sqlite),
    pages: createPagesReport(sqlite),
    sources: createSourcesReport(sqlite),
    technology: createTechnologyReport(sqlite),
    errors: createErrorsReport(sqlite),
    api: createApiReport(sqlite),
    realtime: createRealtimeReport(sqlite, now),
  };
}
