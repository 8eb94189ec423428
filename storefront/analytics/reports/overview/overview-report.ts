import { defineReport } from "../define-report.ts";
import { reportCsv } from "../report-csv.ts";
import { createOverviewQuery } from "./overview-query.ts";
import { OverviewReport } from "./overview-schema.ts";

/** The overview: visitors, sessions, views, engagement, bounce, API and error KPIs. */
export const overviewReport = defineReport({
  summary: "KPIs: visitors, sessions, views, engagement, bounce, API and errors",
  schema: OverviewReport,
  params: {},
  query: ({ sql }) => createOverviewQuery(sql),
  csv: reportCsv,
});
