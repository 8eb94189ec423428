import { createOverviewRepository } from "../../db/overview-repository.ts";
import type { SqlRunner } from "../../db/sql-runner.ts";
import { crawlerCategory } from "../../events/crawler-names.ts";
import { createSketch, estimateSketch, mergeSketch } from "../../rollups/hyperloglog.ts";
import type { ReportRange } from "../report-query.ts";
import { ratio } from "../report-range.ts";
import type { OverviewReport } from "./overview-schema.ts";

/**
 * Shares of browsers asked for consent that granted, denied or left it
 * pending, from decision counters that hold no identifier. A browser asked
 * on one day and deciding on the next counts in a range holding both.
 */
function consentShares(rows: readonly { state: string; visitors: number }[]): OverviewReport["consent"] {
  const of = (state: string) => rows.find((r) => r.state === state)?.visitors ?? 0;
  const granted = of("granted");
  const denied = of("denied");
  const asked = Math.max(of("pending"), granted + denied);
  const pending = asked - granted - denied;
  return {
    asked,
    granted,
    denied,
    pending,
    granted_rate: ratio(granted, asked),
    denied_rate: ratio(denied, asked),
    pending_rate: ratio(pending, asked),
  };
}

/** KPIs: sums of the day totals, merged visitor sketches, drop counters. */
export function createOverviewQuery(sql: SqlRunner) {
  const repository = createOverviewRepository(sql);
  return async (range: ReportRange): Promise<OverviewReport> => {
    const t = await repository.totals(range);
    const visitors = createSketch();
    for (const registers of await repository.sketches(range)) mergeSketch(visitors, registers);
    const dropped = { consent: 0, bot: 0, invalid: 0 };
    for (const row of await repository.drops(range))
      if (row.reason in dropped) dropped[row.reason] = row.events;
    return {
      range,
      visitors: estimateSketch(visitors),
      consent: consentShares(await repository.consent(range)),
      crawlers: (await repository.crawlers(range)).map((c) => ({
        ...c,
        category: crawlerCategory(c.crawler),
      })),
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
