import type SQLite from "better-sqlite3";
import { createSketch, estimateSketch, mergeSketch } from "../hyperloglog.ts";
import { ratio } from "./report-range.ts";
import type { OverviewReport, ReportRange } from "./report-schemas.ts";

interface TotalsSum {
  sessions: number;
  bounces: number;
  engaged_ms: number;
  page_views: number;
  api_requests: number;
  api_2xx: number;
  api_3xx: number;
  api_4xx: number;
  api_5xx: number;
  api_failed: number;
  client_errors: number;
  user_errors: number;
}

/** Sums of `daily_totals` over a day range. */
export const TOTALS_SUMS = `coalesce(sum(sessions), 0) as sessions, coalesce(sum(bounces), 0) as bounces,
  coalesce(sum(engaged_ms), 0) as engaged_ms, coalesce(sum(page_views), 0) as page_views,
  coalesce(sum(api_requests), 0) as api_requests, coalesce(sum(api_2xx), 0) as api_2xx,
  coalesce(sum(api_3xx), 0) as api_3xx, coalesce(sum(api_4xx), 0) as api_4xx, coalesce(sum(api_5xx), 0) as api_5xx,
  coalesce(sum(api_failed), 0) as api_failed, coalesce(sum(client_errors), 0) as client_errors,
  coalesce(sum(user_errors), 0) as user_errors`;

/** KPIs: sums of the day totals, merged visitor sketches, drop counters. */
export function createOverviewReport(sqlite: SQLite.Database) {
  const totals = sqlite.prepare(`select ${TOTALS_SUMS} from daily_totals where day between ? and ?`);
  const sketches = sqlite
    .prepare("select registers from daily_visitor_sketches where day between ? and ?")
    .pluck();
  const drops = sqlite.prepare(
    "select reason, sum(events) as events from daily_drops where day between ? and ? group by reason",
  );
  return (range: ReportRange): OverviewReport => {
    const t = totals.get(range.from, range.to) as TotalsSum;
    const visitors = createSketch();
    for (const registers of sketches.all(range.from, range.to) as Buffer[]) mergeSketch(visitors, registers);
    const dropped = { consent: 0, bot: 0, invalid: 0 };
    for (const row of drops.all(range.from, range.to) as { reason: keyof typeof dropped; events: number }[])
      if (row.reason in dropped) dropped[row.reason] = row.events;
    return {
      range,
      visitors: estimateSketch(visitors),
      sessions: t.sessions,
      page_views: t.page_views,
      views_per_session: t.sessions ? Math.round((t.page_views / t.sessions) * 100) / 100 : 0,
      avg_engaged_ms: t.sessions ? Math.round(t.engaged_ms / t.sessions) : 0,
      bounce_rate: ratio(t.bounces, t.sessions),
      api: {
        requests: t.api_requests,
        status_2xx: t.api_2xx,
        status_3xx: t.api_3xx,
        status_4xx: t.api_4xx,
        status_5xx: t.api_5xx,
        failed: t.api_failed,
      },
      errors: { client_errors: t.client_errors, user_errors: t.user_errors },
      dropped_events: dropped,
    };
  };
}
