import type SQLite from "better-sqlite3";
import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import type { StoredEvent } from "../stored-event.ts";
import type { RealtimeReport } from "./report-schemas.ts";

/** Enough recent batches to fill the feed even when batches are small. */
const RECENT_BATCHES = 60;

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
export function createRealtimeReport(sqlite: SQLite.Database, now: () => number) {
  const active = sqlite.prepare(
    "select count(*) as sessions, count(distinct visitor_id) as visitors from visits where last_ts >= ?",
  );
  const recent = sqlite.prepare(
    `select browser, device, events from event_batches order by id desc limit ${RECENT_BATCHES}`,
  );
  return (): RealtimeReport => {
    const counts = active.get(now() - L.realtimeWindowMs) as { sessions: number; visitors: number };
    const events: (StoredEvent & { browser: string; device: string })[] = [];
    for (const row of recent.all() as { browser: string; device: string; events: string }[]) {
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
