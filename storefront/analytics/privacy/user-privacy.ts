import { ANALYTICS_LIMITS as L } from "../analytics-limits.ts";
import type { AnalyticsStore } from "../db/analytics-store.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import type { StoredEvent } from "../events/stored-event.ts";
import { dayOf } from "../utc-day.ts";
import { privacyRepository as repo, type UserErrorEntry } from "./privacy-repository.ts";
import type { ErasureAudit, ErasureCounts } from "./visitor-privacy.ts";

/** Everything stored about one signed-in user: their user_error log entries. */
export interface UserExport {
  user_errors: Omit<UserErrorEntry, "id">[];
}

/** The user's user_error log entries, oldest first. */
export async function exportUser(store: Pick<AnalyticsStore, "sql">, userId: string): Promise<UserExport> {
  const rows = await repo.userErrors(store.sql, userId);
  return { user_errors: rows.map(({ id: _, ...row }) => row) };
}

const isTheUsers = (userId: string) => (e: StoredEvent) => e.kind === "user_error" && e.user_id === userId;

/**
 * Removes the user's user_error events from the raw batches that hold them:
 * those around each log entry's time, and those the worker has not folded in
 * yet (they would otherwise reach the log after the erasure).
 */
async function scrubBatches(
  sql: SqlRunner,
  userId: string,
  entries: readonly UserErrorEntry[],
  cursor: number,
): Promise<number> {
  // LIKE's _ and % may match more than the id; the parsed events are checked exactly.
  const pattern = `%"user_id":${JSON.stringify(userId)}%`;
  const candidates = new Map<number, string>();
  const add = (rows: readonly { id: number; events: string }[]) => {
    for (const row of rows) candidates.set(row.id, row.events);
  };
  for (const ts of new Set(entries.map((e) => e.ts)))
    add(await repo.batchesNaming(sql, pattern, { ts, spanMs: L.maxEventAgeMs }));
  add(await repo.batchesNaming(sql, pattern, { after: cursor }));
  let pending = 0;
  for (const [id, text] of candidates) {
    const events = JSON.parse(text) as StoredEvent[];
    const kept = events.filter((e) => !isTheUsers(userId)(e));
    if (kept.length === events.length) continue;
    if (id > cursor) pending += events.length - kept.length;
    await repo.rewriteBatch(sql, id, kept);
  }
  return pending;
}

/**
 * Erases a signed-in user's user_error log entries, the counts they fed
 * (user errors per code and per day) and their events in the raw batches.
 * Erasing again finds nothing and logs zeros.
 */
export async function eraseUser(
  store: Pick<AnalyticsStore, "withCursorLocked">,
  userId: string,
  audit: ErasureAudit,
): Promise<ErasureCounts> {
  return store.withCursorLocked(async (sql, cursor) => {
    const entries = await repo.userErrors(sql, userId);
    for (const e of entries) {
      await repo.uncountUserError(sql, dayOf(e.ts), e.error_code);
      await repo.deleteUserError(sql, e.id);
    }
    const pending = await scrubBatches(sql, userId, entries, cursor);
    const counts: ErasureCounts = {
      events: 0,
      visits: 0,
      sessions: 0,
      user_errors: entries.length + pending,
    };
    await repo.logErasure(sql, {
      at: audit.at,
      staff_account_id: audit.staffAccountId,
      subject: "user",
      subject_hash: audit.subjectHash,
      ...counts,
    });
    return counts;
  });
}
