import { type Static, Type } from "typebox";
import { Count, Rate } from "../report-fields.ts";
import { ReportRange } from "../report-query.ts";

/** The traffic KPIs of one day or week. */
export const TimeseriesPoint = Type.Object({
  start: Type.String({
    description: "First day of the bucket (a Monday for weeks, unless clipped by `from`).",
  }),
  end: Type.String({ description: "Last day of the bucket inside the range." }),
  visitors: Count,
  sessions: Count,
  page_views: Count,
  bounce_rate: Rate,
  api_requests: Count,
  api_2xx: Count,
  api_3xx: Count,
  api_4xx: Count,
  api_5xx: Count,
  api_failed: Count,
  client_errors: Count,
  user_errors: Count,
});
export type TimeseriesPoint = Static<typeof TimeseriesPoint>;

/** The traffic KPIs per day or ISO week. */
export const TimeseriesReport = Type.Object(
  { range: ReportRange, points: Type.Array(TimeseriesPoint) },
  { $id: "TimeseriesReport", description: "One point per day or week; empty buckets are zeros." },
);
export type TimeseriesReport = Static<typeof TimeseriesReport>;
