import { defineReport } from "../define-report.ts";
import { reportCsv } from "../report-csv.ts";
import { createSourcesQuery } from "./sources-query.ts";
import { SourcesReport } from "./sources-schema.ts";

/** Sessions by channel, referrer and UTM values. */
export const sourcesReport = defineReport({
  summary: "Channels, referrers and UTM values",
  schema: SourcesReport,
  params: {},
  query: ({ sql }) => createSourcesQuery(sql),
  csv: reportCsv,
});
