/**
 * Kysely table types of the analytics database. Times are ms since the epoch;
 * days are UTC YYYY-MM-DD strings.
 */
import type { Generated, Insertable } from "kysely";

/** One row per accepted batch; `events` is the JSON array of its enriched events. */
export interface EventBatchTable {
  id: Generated<number>;
  received_at: number;
  first_ts: number;
  last_ts: number;
  visitor_id: string;
  session_id: string | null;
  consent: string;
  browser: string;
  os: string;
  device: string;
  screen: string;
  event_count: number;
  events: string;
}

/** Events not kept, counted per day and reason. */
export interface DailyDropTable {
  day: string;
  reason: "consent" | "bot" | "invalid";
  events: number;
}

export type NewEventBatch = Insertable<EventBatchTable>;
export type NewDailyDrop = Insertable<DailyDropTable>;
