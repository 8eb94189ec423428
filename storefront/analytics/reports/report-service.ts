import type { AnalyticsStore } from "../db/analytics-store.ts";
import { createApiReport } from "./api-report.ts";
import { createSourcesReport, createTechnologyReport } from "./dimension-reports.ts";
import { createErrorsReport } from "./errors-report.ts";
import { createOverviewReport } from "./overview-report.ts";
import { createPagesReport } from "./pages-report.ts";
import { createRealtimeReport } from "./realtime-report.ts";
import { createTimeseriesReport } from "./timeseries-report.ts";

export type ReportService = ReturnType<typeof createReportService>;

/** Every staff report, reading rollups only (realtime also reads the newest log rows). */
export function createReportService(store: Pick<AnalyticsStore, "sql" | "engine">, now: () => number) {
  const { sql } = store;
  return {
    overview: createOverviewReport(sql),
    timeseries: createTimeseriesReport(sql),
    pages: createPagesReport(sql),
    sources: createSourcesReport(sql),
    technology: createTechnologyReport(sql),
    errors: createErrorsReport(store),
    api: createApiReport(sql),
    realtime: createRealtimeReport(sql, now),
  };
}
