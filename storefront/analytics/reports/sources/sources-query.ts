import type { SqlRunner } from "../../db/sql-runner.ts";
import { createDimensionQuery, TOP } from "../dimension-query.ts";
import type { ReportRange } from "../report-query.ts";
import { ratio } from "../report-range.ts";
import type { SourcesReport } from "./sources-schema.ts";

const LISTS = {
  channels: "channel",
  referrers: "referrer",
  utm_sources: "utm_source",
  utm_mediums: "utm_medium",
  utm_campaigns: "utm_campaign",
};

/** Sessions by channel, referrer host and UTM values of their landing page view. */
export function createSourcesQuery(sql: SqlRunner): (range: ReportRange) => Promise<SourcesReport> {
  return createDimensionQuery(sql, LISTS, (sums) =>
    sums.slice(0, TOP).map((r) => ({
      value: r.value,
      sessions: r.sessions,
      page_views: r.page_views,
      bounce_rate: ratio(r.bounces, r.sessions),
    })),
  );
}
