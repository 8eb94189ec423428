import { defineReport } from "../define-report.ts";
import { reportCsv } from "../report-csv.ts";
import { createApiQuery } from "./api-query.ts";
import { ApiReport } from "./api-schema.ts";

/** Per-service API figures and the slowest endpoints. */
export const apiReport = defineReport({
  summary: "Per-service API figures and the slowest endpoints",
  schema: ApiReport,
  params: {},
  query: ({ sql }) => createApiQuery(sql),
  csv: reportCsv,
});
