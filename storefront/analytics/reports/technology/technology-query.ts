import type { SqlRunner } from "../../db/sql-runner.ts";
import { createDimensionQuery, TOP } from "../dimension-query.ts";
import type { ReportRange } from "../report-query.ts";
import { ratio } from "../report-range.ts";
import type { TechnologyReport } from "./technology-schema.ts";

const LISTS = { browsers: "browser", operating_systems: "os", devices: "device", screens: "screen" };

/** Sessions by browser, OS, device type and screen bucket, with each value's share of all sessions. */
export function createTechnologyQuery(sql: SqlRunner): (range: ReportRange) => Promise<TechnologyReport> {
  return createDimensionQuery(sql, LISTS, (sums) => {
    const total = sums.reduce((sum, r) => sum + r.sessions, 0);
    return sums
      .slice(0, TOP)
      .map((r) => ({ value: r.value, sessions: r.sessions, share: ratio(r.sessions, total) }));
  });
}
