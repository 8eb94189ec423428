/**
 * What the other storefront services may use of analytics (biome.json keeps
 * them to this file): the module's type, the report registry with the
 * routes' helpers, and the privacy exports' CSV and subject hash.
 */
export type { AnalyticsModule } from "./analytics-module.ts";
export { userExportCsv, visitorExportCsv } from "./privacy/privacy-csv.ts";
export { hashSubject } from "./privacy/subject-hash.ts";
export { ReportQuery } from "./reports/report-query.ts";
export { resolveReportRange } from "./reports/report-range.ts";
export {
  DASHBOARD_TABS,
  KNOWN_REPORTS,
  type KnownReader,
  type KnownReport,
} from "./reports/report-registry.ts";
