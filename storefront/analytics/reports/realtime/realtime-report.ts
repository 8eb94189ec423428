import { defineReport } from "../define-report.ts";
import { reportCsv } from "../report-csv.ts";
import { createRealtimeQuery } from "./realtime-query.ts";
import { RealtimeReport } from "./realtime-schema.ts";

/** Sessions active in the last 5 minutes and the latest events; it ignores the date filter. */
export const realtimeReport = defineReport({
  summary: "Active sessions (5 minutes) and the latest events",
  schema: RealtimeReport,
  params: {},
  query: ({ sql, now }) => createRealtimeQuery(sql, now),
  csv: reportCsv,
});
