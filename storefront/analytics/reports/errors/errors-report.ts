import { defineReport } from "../define-report.ts";
import { reportCsv } from "../report-csv.ts";
import { createErrorsQuery } from "./errors-query.ts";
import { ErrorsReport } from "./errors-schema.ts";

/** JS errors by hash, failing API endpoints and the user_error log. */
export const errorsReport = defineReport({
  summary: "JS errors by hash, API errors and the user_error log",
  schema: ErrorsReport,
  params: {},
  query: createErrorsQuery,
  csv: reportCsv,
});
