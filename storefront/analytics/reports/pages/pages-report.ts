import { Type } from "typebox";
import { defineReport } from "../define-report.ts";
import { pagesReportCsv } from "./pages-csv.ts";
import { createPagesQuery } from "./pages-query.ts";
import { PagesReport } from "./pages-schema.ts";

/** The top pages with entries and exits, and a CSV of its own columns. */
export const pagesReport = defineReport({
  summary: "Top pages with entries and exits (JSON or CSV)",
  schema: PagesReport,
  params: { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })) },
  query: ({ sql }) => createPagesQuery(sql),
  csv: pagesReportCsv,
});
