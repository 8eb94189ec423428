import type { EventBatchRow } from "./analytics-schema.ts";
import type { SqlRunner } from "./sql-runner.ts";

/** Enough recent batches to fill the feed even when batches are small. */
const RECENT_BATCHES = 60;

/** The realtime report's reads. */
export function createRealtimeRepository(sql: SqlRunner) {
  const active =
    "select count(*) as sessions, count(distinct visitor_id) as visitors from visits where last_ts >= ?";
  const recent = `select browser, device, events from event_batches order by id desc limit ${RECENT_BATCHES}`;
  return {
    /** Visits, and the visitors behind them, active since `sinceMs`. */
    async active(sinceMs: number): Promise<{ sessions: number; visitors: number }> {
      const [row] = await sql.all<{ sessions: number; visitors: number }>(active, [sinceMs]);
      return row ?? { sessions: 0, visitors: 0 };
    },
    /** The newest batches of the event log, newest first. */
    recentBatches(): Promise<Pick<EventBatchRow, "browser" | "device" | "events">[]> {
      return sql.all(recent);
    },
  };
}
