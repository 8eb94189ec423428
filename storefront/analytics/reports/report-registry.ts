import type { Static, TProperties, TSchema } from "typebox";
import { apiReport } from "./api/api-report.ts";
import { type DashboardTab, dashboardTabs } from "./dashboard-tabs.ts";
import { errorsReport } from "./errors/errors-report.ts";
import { overviewReport } from "./overview/overview-report.ts";
import { pagesReport } from "./pages/pages-report.ts";
import { realtimeReport } from "./realtime/realtime-report.ts";
import type { ReportRange } from "./report-query.ts";
import type { ReportTab } from "./report-tab.ts";
import { REPORT_TABS } from "./report-tabs.ts";
import { sourcesReport } from "./sources/sources-report.ts";
import { technologyReport } from "./technology/technology-report.ts";
import { timeseriesReport } from "./timeseries/timeseries-report.ts";

/**
 * Every staff report, by id, in the order of the admin routes (and of the
 * OpenAPI document). A new report is one folder plus one line here and one
 * in `report-tabs.ts`; `defineReport` in its folder makes sure it has every part.
 */
export const REPORTS = {
  overview: overviewReport,
  timeseries: timeseriesReport,
  sources: sourcesReport,
  technology: technologyReport,
  errors: errorsReport,
  api: apiReport,
  realtime: realtimeReport,
  pages: pagesReport,
};

/** A registered report's id: its route is `/api/admin/dashboard/web/<id>/`. */
export type ReportId = keyof typeof REPORTS;

/** The report a registered report's route answers. */
export type ReportOf<K extends ReportId> = Static<(typeof REPORTS)[K]["schema"]>;

/** The reader the report service offers for a registered report. */
export type ReaderOf<K extends ReportId> = ReturnType<(typeof REPORTS)[K]["query"]>;

/** A registered report seen from the admin routes: its shape and parameters opaque. */
export interface KnownReport {
  readonly id: ReportId;
  readonly summary: string;
  readonly schema: TSchema;
  readonly params: TProperties;
  readonly csv: (report: object) => string;
}

/** How the admin routes call any report: the range, then the parsed query string holding its parameters. */
export type KnownReader = (range: ReportRange, params: object) => Promise<object>;

/** Every registered report, in route order. */
export const KNOWN_REPORTS = Object.entries(REPORTS).map(([id, report]) => ({
  id,
  ...report,
})) as readonly KnownReport[];

/**
 * The dashboard's tabs, in order, from its registry once this one has checked
 * it: every report has a tab, made for its shape.
 */
export const DASHBOARD_TABS: readonly DashboardTab[] = dashboardTabs(
  REPORT_TABS satisfies { readonly [K in ReportId]: ReportTab<ReportOf<K>> },
);
