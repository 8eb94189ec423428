import type SQLite from "better-sqlite3";
import { type DailyTotals, TOTAL_COLUMNS } from "../db/analytics-schema.ts";
import { createSketch, estimateSketch, mergeSketch } from "../hyperloglog.ts";
import { ratio } from "./report-range.ts";
import type { OverviewReport, ReportRange } from "./report-schemas.ts";

/** Sums of `daily_totals` over a day range, one per counter column. */
const TOTALS_SUMS = TOTAL_COLUMNS.map((c) => `coalesce(sum(${c}), 0) as ${c}`).join(", ");

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
    const t = totals.get(range.from, range.to) as DailyTotals;
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
