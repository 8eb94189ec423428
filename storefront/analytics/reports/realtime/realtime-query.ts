import { ANALYTICS_LIMITS as L } from "../../analytics-limits.ts";
import { createRealtimeRepository } from "../../db/realtime-repository.ts";
import type { SqlRunner } from "../../db/sql-runner.ts";
import type { StoredEvent } from "../../events/stored-event.ts";
import type { RealtimeReport } from "./realtime-schema.ts";

function summarize(event: StoredEvent): string {
  switch (event.kind) {
    case "page_view":
      return event.referrer_host ? `${event.path} from ${event.referrer_host}` : event.path;
    case "page_leave":
      return `${event.path} after ${Math.round(event.duration_ms / 1000)} s`;
    case "api_request":
      return `${event.method} ${event.endpoint} → ${event.status || "failed"} in ${Math.round(event.latency_ms)} ms`;
    case "client_error":
      return event.message ?? `error ${event.hash}`;
    case "user_error":
      return `${event.error_code} (incident ${event.incident_id})`;
  }
}

/** Sessions active in the last 5 minutes (from the visit index) and the newest events of the log. */
export function createRealtimeQuery(sql: SqlRunner, now: () => number) {
  const repository = createRealtimeRepository(sql);
  return async (): Promise<RealtimeReport> => {
    const counts = await repository.active(now() - L.realtimeWindowMs);
    const events: (StoredEvent & { browser: string; device: string })[] = [];
    for (const row of await repository.recentBatches()) {
      for (const event of JSON.parse(row.events) as StoredEvent[])
        events.push({ ...event, browser: row.browser, device: row.device });
      if (events.length >= L.realtimeFeedSize * 2) break;
    }
    events.sort((a, b) => b.ts - a.ts);
    return {
      window_seconds: L.realtimeWindowMs / 1000,
      active_sessions: counts.sessions,
      active_visitors: counts.visitors,
      events: events.slice(0, L.realtimeFeedSize).map((e) => ({
        at: new Date(e.ts).toISOString(),
        kind: e.kind,
        path: e.path ?? null,
        summary: summarize(e),
        browser: e.browser,
        device: e.device,
      })),
    };
  };
}
