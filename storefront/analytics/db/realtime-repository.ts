import type SQLite from "better-sqlite3";
import type { EventBatchRow } from "./analytics-schema.ts";

/** Enough recent batches to fill the feed even when batches are small. */
const RECENT_BATCHES = 60;

/** The realtime report's reads, prepared once per database. */
export function createRealtimeRepository(sqlite: SQLite.Database) {
  const active = sqlite.prepare(
    "select count(*) as sessions, count(distinct visitor_id) as visitors from visits where last_ts >= ?",
  );
  const recent = sqlite.prepare(
    `select browser, device, events from event_batches order by id desc limit ${RECENT_BATCHES}`,
  );
  return {
    /** Visits, and the visitors behind them, active since `sinceMs`. */
    active(sinceMs: number): { sessions: number; visitors: number } {
      return active.get(sinceMs) as { sessions: number; visitors: number };
    },
    /** The newest batches of the event log, newest first. */
    recentBatches(): Pick<EventBatchRow, "browser" | "device" | "events">[] {
      return recent.all() as Pick<EventBatchRow, "browser" | "device" | "events">[];
    },
  };
}
