import type { VisitRow } from "../db/analytics-schema.ts";
import type { PendingBatch } from "../db/rollup-cursor-repository.ts";
import type { SqlRunner } from "../db/sql-runner.ts";

/** A batch as the export and the erasure read it. */
export type VisitorBatch = PendingBatch & {
  received_at: number;
  session_id: string | null;
  event_count: number;
};

/** One user_error log entry of a signed-in user. */
export interface UserErrorEntry {
  id: number;
  ts: number;
  incident_id: string;
  error_code: string;
  user_id: string | null;
  path: string | null;
}

/** One line of the erasure log. */
export interface ErasureLogEntry {
  at: number;
  staff_account_id: string;
  subject: "visitor" | "user";
  subject_hash: string;
  events: number;
  visits: number;
  sessions: number;
  user_errors: number;
}

/** Batches read per statement: a visitor with 100,000 events has ~2,000 of them. */
const CHUNK = 500;

const BATCH_COLUMNS =
  "id, visitor_id, consent, browser, os, device, screen, events, received_at, session_id, event_count";

/** The SQL of per-visitor and per-user export and erasure, in text both engines read. */
export const privacyRepository = {
  /** Up to `limit` of the visitor's batches with `after < id <= upTo`, oldest first. */
  visitorBatchesAfter(
    sql: SqlRunner,
    visitorId: string,
    after: number,
    upTo: number,
    limit: number,
  ): Promise<VisitorBatch[]> {
    return sql.all<VisitorBatch>(
      `select ${BATCH_COLUMNS} from event_batches where visitor_id = ? and id > ? and id <= ? order by id limit ?`,
      [visitorId, after, upTo, limit],
    );
  },
  /** Every batch of the visitor, oldest first, read in chunks. */
  async visitorBatches(sql: SqlRunner, visitorId: string): Promise<VisitorBatch[]> {
    const all: VisitorBatch[] = [];
    for (;;) {
      const rows = await privacyRepository.visitorBatchesAfter(
        sql,
        visitorId,
        all[all.length - 1]?.id ?? 0,
        Number.MAX_SAFE_INTEGER,
        CHUNK,
      );
      all.push(...rows);
      if (rows.length < CHUNK) return all;
    }
  },
  /** The ids of the visitor's batches with `id <= upTo`, in order. */
  async visitorBatchIds(sql: SqlRunner, visitorId: string, upTo: number): Promise<number[]> {
    const rows = await sql.all<{ id: number }>(
      "select id from event_batches where visitor_id = ? and id <= ? order by id",
      [visitorId, upTo],
    );
    return rows.map((r) => r.id);
  },
  /** The visitor's server-side sessions, oldest first. */
  visits(sql: SqlRunner, visitorId: string): Promise<VisitRow[]> {
    return sql.all<VisitRow>("select * from visits where visitor_id = ? order by start_ts, id", [visitorId]);
  },
  /** Deletes every batch of the visitor; returns each one's event count and client session. */
  deleteVisitorBatches(
    sql: SqlRunner,
    visitorId: string,
  ): Promise<{ event_count: number; session_id: string | null }[]> {
    return sql.all("delete from event_batches where visitor_id = ? returning event_count, session_id", [
      visitorId,
    ]);
  },
  /** Deletes the visitor's sessions; returns how many went. */
  deleteVisits(sql: SqlRunner, visitorId: string): Promise<number> {
    return sql.run("delete from visits where visitor_id = ?", [visitorId]);
  },
  /** The user's user_error log entries, oldest first. */
  userErrors(sql: SqlRunner, userId: string): Promise<UserErrorEntry[]> {
    return sql.all<UserErrorEntry>(
      "select id, ts, incident_id, error_code, user_id, path from user_error_log where user_id = ? order by ts, id",
      [userId],
    );
  },
  /** Takes one user_error off a day's counts (per code, and the day's total). */
  async uncountUserError(sql: SqlRunner, day: string, errorCode: string): Promise<void> {
    await sql.run(
      "update daily_user_errors set occurrences = occurrences - 1 where day = ? and error_code = ? and occurrences > 0",
      [day, errorCode],
    );
    await sql.run("delete from daily_user_errors where day = ? and error_code = ? and occurrences = 0", [
      day,
      errorCode,
    ]);
    await sql.run("update daily_totals set user_errors = user_errors - 1 where day = ? and user_errors > 0", [
      day,
    ]);
  },
  /** Deletes one log entry. */
  deleteUserError(sql: SqlRunner, id: number): Promise<number> {
    return sql.run("delete from user_error_log where id = ?", [id]);
  },
  /**
   * Batches that may hold one of the user's events: those whose text names
   * the user and whose time span covers `ts` (a batch spans at most an hour,
   * so the last_ts index bounds the scan), or that are not folded in yet.
   */
  batchesNaming(
    sql: SqlRunner,
    pattern: string,
    window: { ts: number; spanMs: number } | { after: number },
  ): Promise<Pick<VisitorBatch, "id" | "events">[]> {
    if ("after" in window)
      return sql.all("select id, events from event_batches where id > ? and events like ?", [
        window.after,
        pattern,
      ]);
    return sql.all(
      "select id, events from event_batches where last_ts between ? and ? and first_ts <= ? and events like ?",
      [window.ts, window.ts + window.spanMs, window.ts, pattern],
    );
  },
  /** Rewrites a batch's events, or deletes it when none are left. */
  async rewriteBatch(sql: SqlRunner, id: number, events: readonly unknown[]): Promise<void> {
    if (events.length === 0) await sql.run("delete from event_batches where id = ?", [id]);
    else
      await sql.run("update event_batches set events = ?, event_count = ? where id = ?", [
        JSON.stringify(events),
        events.length,
        id,
      ]);
  },
  /** Appends one line to the erasure log. */
  async logErasure(sql: SqlRunner, e: ErasureLogEntry): Promise<void> {
    await sql.run(
      `insert into privacy_erasures (at, staff_account_id, subject, subject_hash, events, visits, sessions, user_errors)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [e.at, e.staff_account_id, e.subject, e.subject_hash, e.events, e.visits, e.sessions, e.user_errors],
    );
  },
  /** The newest lines of the erasure log. */
  erasures(sql: SqlRunner, limit: number): Promise<ErasureLogEntry[]> {
    return sql.all<ErasureLogEntry>(
      `select at, staff_account_id, subject, subject_hash, events, visits, sessions, user_errors
       from privacy_erasures order by at desc, id desc limit ${limit}`,
    );
  },
};
