import { defineReport } from "../define-report.ts";
import { reportCsv } from "../report-csv.ts";
import { createTechnologyQuery } from "./technology-query.ts";
import { TechnologyReport } from "./technology-schema.ts";

/** Sessions by browser, OS, device and screen. */
export const technologyReport = defineReport({
  summary: "Browsers, operating systems, devices and screens",
  schema: TechnologyReport,
  params: {},
  query: ({ sql }) => createTechnologyQuery(sql),
  csv: reportCsv,
});
