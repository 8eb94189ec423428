import { setTimeout as sleep } from "node:timers/promises";
import type { AnalyticsStore } from "../db/analytics-store.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import type { StoredEvent } from "../events/stored-event.ts";
import { type ErasureLogEntry, privacyRepository as repo, type VisitorBatch } from "./privacy-repository.ts";
import { subtractFromRollups } from "./rollup-subtraction.ts";
import { type Contribution, visitorContribution } from "./visitor-contribution.ts";

/** Who asks for an erasure, and the keyed hash the log keeps instead of the subject's id. */
export interface ErasureAudit {
  readonly staffAccountId: string;
  readonly subjectHash: string;
  readonly at: number;
}

/** What an erasure removed. */
export interface ErasureCounts {
  readonly events: number;
  readonly visits: number;
  /** Distinct client session ids among the erased batches. */
  readonly sessions: number;
  readonly user_errors: number;
}

/** One stored event of a visitor, with what its batch recorded about the client. */
export type ExportedEvent = StoredEvent & {
  batch_id: number;
  received_at: number;
  session_id: string | null;
  consent: string;
  browser: string;
  os: string;
  device: string;
  screen: string;
};

/** A client session id of the visitor, as its batches tell it. */
export interface ExportedSession {
  session_id: string;
  first_ts: number;
  last_ts: number;
  events: number;
}

/** Everything stored about one visitor. */
export interface VisitorExport {
  events: ExportedEvent[];
  visits: Awaited<ReturnType<typeof repo.visits>>;
  sessions: ExportedSession[];
}

function flatten(batches: readonly VisitorBatch[]): ExportedEvent[] {
  return batches.flatMap((b) =>
    (JSON.parse(b.events) as StoredEvent[]).map(
      (event): ExportedEvent => ({
        ...event,
        batch_id: b.id,
        received_at: b.received_at,
        session_id: b.session_id,
        consent: b.consent,
        browser: b.browser,
        os: b.os,
        device: b.device,
        screen: b.screen,
      }),
    ),
  );
}

function sessionsOf(events: readonly ExportedEvent[]): ExportedSession[] {
  const sessions = new Map<string, ExportedSession>();
  for (const e of events) {
    if (!e.session_id) continue;
    const s = sessions.get(e.session_id);
    if (!s)
      sessions.set(e.session_id, { session_id: e.session_id, first_ts: e.ts, last_ts: e.ts, events: 1 });
    else {
      s.first_ts = Math.min(s.first_ts, e.ts);
      s.last_ts = Math.max(s.last_ts, e.ts);
      s.events++;
    }
  }
  return [...sessions.values()];
}

/** Every stored event, server-side session (visit) and client session of one visitor. */
export async function exportVisitor(
  store: Pick<AnalyticsStore, "sql">,
  visitorId: string,
): Promise<VisitorExport> {
  const events = flatten(await repo.visitorBatches(store.sql, visitorId));
  return { events, visits: await repo.visits(store.sql, visitorId), sessions: sessionsOf(events) };
}

/** Share of the event loop the erasure's fold may take: requests keep two thirds of it. */
const ERASURE_SHARE = 1 / 3;

/** A pause between slices that keeps the time spent working to ERASURE_SHARE of the whole. */
function pacer(): () => Promise<void> {
  let resumed = performance.now();
  return async () => {
    const busy = performance.now() - resumed;
    await sleep((busy * (1 - ERASURE_SHARE)) / ERASURE_SHARE);
    resumed = performance.now();
  };
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

async function eraseLocked(
  sql: SqlRunner,
  visitorId: string,
  contribution: Contribution,
  audit: ErasureAudit,
): Promise<ErasureCounts> {
  const userErrors = await subtractFromRollups(sql, contribution);
  const deleted = await repo.deleteVisitorBatches(sql, visitorId);
  const visits = await repo.deleteVisits(sql, visitorId);
  const counts: ErasureCounts = {
    events: deleted.reduce((sum, b) => sum + b.event_count, 0),
    visits,
    sessions: new Set(deleted.flatMap((b) => (b.session_id ? [b.session_id] : []))).size,
    user_errors: userErrors,
  };
  const entry: ErasureLogEntry = {
    at: audit.at,
    staff_account_id: audit.staffAccountId,
    subject: "visitor",
    subject_hash: audit.subjectHash,
    ...counts,
  };
  await repo.logErasure(sql, entry);
  return counts;
}

/**
 * Erases a visitor: their batches, sessions and user_error log entries go,
 * and the rollups they fed lose what they added. The slow part (reading and
 * folding the batches again, slice by slice) runs before the write
 * transaction and pauses between slices (a third of the event loop at
 * most, like the rollup worker's share), so ingest keeps flowing; inside the
 * transaction, if a drain folded in more of the visitor's batches meanwhile,
 * the fold is redone under the lock. Erasing again finds nothing and logs zeros.
 */
export async function eraseVisitor(
  store: Pick<AnalyticsStore, "sql" | "withCursorLocked">,
  visitorId: string,
  audit: ErasureAudit,
): Promise<ErasureCounts> {
  const [cursorRow] = await store.sql.all<{ value: number }>(
    "select value from rollup_state where name = 'cursor'",
  );
  const early = await visitorContribution(store.sql, visitorId, cursorRow?.value ?? 0, pacer());
  return store.withCursorLocked(async (sql, cursor) => {
    const ids = await repo.visitorBatchIds(sql, visitorId, cursor);
    const { contribution } = sameIds(ids, early.ids)
      ? early
      : await visitorContribution(sql, visitorId, cursor, async () => {});
    return eraseLocked(sql, visitorId, contribution, audit);
  });
}
