import { defineReport } from "../define-report.ts";
import { reportCsv } from "../report-csv.ts";
import { createTimeseriesQuery } from "./timeseries-query.ts";
import { TimeseriesReport } from "./timeseries-schema.ts";

/** The traffic KPIs per day or ISO week. */
export const timeseriesReport = defineReport({
  summary: "The traffic KPIs per day or week",
  schema: TimeseriesReport,
  params: {},
  query: ({ sql }) => createTimeseriesQuery(sql),
  csv: reportCsv,
});
