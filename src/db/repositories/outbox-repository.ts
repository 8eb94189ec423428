import { type Kysely, sql } from "kysely";
import { isPostgres } from "../../../platform/db/dialect.ts";
import type { ChatNotice } from "../../documents/chat-notice.ts";
import { type Params, prepare } from "../prepared.ts";
import type { Database, OutboxKind, OutboxRow } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";
import { heldChat, holdChat } from "./session-memo.ts";

export interface OutboxEvent {
  readonly session_id: string;
  readonly game_id: string | null;
  readonly version: number | null;
  readonly notice: ChatNotice;
  readonly at: string;
}

/** An outbox row's values as the inserts take them. */
interface OutboxInsert {
  readonly session_id: string;
  readonly game_id: string | null;
  readonly kind: OutboxKind;
  readonly version: number | null;
  readonly payload: string | null;
  readonly at: string;
}

const insert = prepare((db, p: Params<OutboxInsert>) =>
  db.insertInto("outbox").values({
    session_id: p.session_id,
    game_id: p.game_id,
    kind: p.kind,
    version: p.version,
    payload: p.payload,
    created_at: p.at,
    available_at: p.at,
    claimed_by: null,
    claimed_until: null,
    delivered_at: null,
    last_error: null,
  }),
);

/** The session `sessionId`, selected only when a chat follows it: its Telegram group, or a member present in the messenger. */
const followedSession = (db: Kysely<Database>, sessionId: string) =>
  db
    .selectFrom("sessions")
    .where("sessions.id", "=", sessionId)
    .where((eb) =>
      eb.or([
        eb("sessions.telegram_chat_id", "is not", null),
        eb.exists(
          eb
            .selectFrom("participants")
            .innerJoin("users", "users.id", "participants.user_id")
            .select("participants.id")
            .whereRef("participants.session_id", "=", "sessions.id")
            .where("participants.presence_messenger", "=", 1)
            .where("users.telegram_id", "is not", null),
        ),
      ]),
    );

const withChat = prepare((db, p: Params<{ sessionId: string }>) =>
  followedSession(db, p.sessionId).select("sessions.id"),
);

// The check and the insert in one statement; typed casts, as PostgreSQL cannot type a bare parameter in a select list.
const insertIfFollowed = prepare((db, p: Params<OutboxInsert>) =>
  db
    .insertInto("outbox")
    .columns(["session_id", "game_id", "kind", "version", "payload", "created_at", "available_at"])
    .expression(
      followedSession(db, p.session_id).select([
        "sessions.id",
        sql<string | null>`cast(${p.game_id} as text)`.as("game_id"),
        sql<string>`cast(${p.kind} as text)`.as("kind"),
        sql<number | null>`cast(${p.version} as integer)`.as("version"),
        sql<string | null>`cast(${p.payload} as text)`.as("payload"),
        sql<string>`cast(${p.at} as text)`.as("created_at"),
        sql<string>`cast(${p.at} as text)`.as("available_at"),
      ]),
    ),
);

/**
 * Whether any chat follows the session: its Telegram group, or a member
 * present in the messenger channel. Only then does a change need an outbox
 * row; web-only sessions hear of changes through the live feed alone.
 * Inside a unit the answer is held in the memo (session-memo.ts).
 */
export async function sessionHasChat(r: Reader, sessionId: string): Promise<boolean> {
  const held = heldChat(r, sessionId);
  if (held !== undefined) return held;
  const follows = (await r.first(withChat, { sessionId })) !== undefined;
  holdChat(r, sessionId, follows);
  return follows;
}

/**
 * Records a change for chat delivery, inside the write unit that made the
 * change: the notice's kind in its column, its other fields as the payload.
 */
export async function enqueueOutbox(tx: WriteTx, event: OutboxEvent): Promise<void> {
  await tx.run(insert, insertOf(event));
}

/** The insert's values for `event`: the notice's kind in its column, its other fields as the payload. */
function insertOf(event: OutboxEvent): OutboxInsert {
  const { kind, ...fields } = event.notice;
  return {
    session_id: event.session_id,
    game_id: event.game_id,
    kind,
    version: event.version,
    payload: Object.keys(fields).length === 0 ? null : JSON.stringify(fields),
    at: event.at,
  };
}

/**
 * Records a change for chat delivery when a chat follows its session. Where
 * the memo holds that fact (SQLite) it is read from there, or read once and
 * held; where it cannot be held (PostgreSQL, decision 0018) the check and
 * the insert are one statement, so the unit need not wait for a read first
 * and the insert can share a round trip with the unit's other writes.
 */
export async function enqueueIfFollowed(tx: WriteTx, event: OutboxEvent): Promise<void> {
  if (tx.memo?.shared !== true) {
    if (await sessionHasChat(tx, event.session_id)) await enqueueOutbox(tx, event);
    return;
  }
  await tx.run(insertIfFollowed, insertOf(event));
}

/**
 * Leases up to `limit` due rows to `worker` for `leaseMs`, oldest first. A
 * lease that runs out (the worker died) makes the row claimable again, so
 * delivery survives restarts; deliveries must therefore be idempotent.
 */
export async function claimOutbox(
  tx: WriteTx,
  worker: string,
  nowMs: number,
  leaseMs: number,
  limit: number,
): Promise<OutboxRow[]> {
  const now = new Date(nowMs).toISOString();
  const until = new Date(nowMs + leaseMs).toISOString();
  return tx.db
    .updateTable("outbox")
    .set({ claimed_by: worker, claimed_until: until })
    .where(
      "id",
      "in",
      tx.db
        .selectFrom("outbox")
        .select("id")
        .where("delivered_at", "is", null)
        .where("available_at", "<=", now)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<=", now)]))
        .orderBy("id")
        .limit(limit)
        // Processes sharing PostgreSQL skip rows another worker is claiming, instead of claiming them twice.
        .$if(isPostgres(tx.db), (q) => q.forUpdate().skipLocked()),
    )
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/** Extends a worker's leases on the rows it still has in hand, so a live worker keeps short leases. */
export async function renewOutboxLeases(
  tx: WriteTx,
  worker: string,
  ids: readonly number[],
  untilMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  await tx.db
    .updateTable("outbox")
    .set({ claimed_until: new Date(untilMs).toISOString() })
    .where("claimed_by", "=", worker)
    .where("delivered_at", "is", null)
    .where("id", "in", ids)
    .execute();
}

/** Frees every undelivered row a worker holds: a restarted worker's leases are dead, so it takes them back at once. */
export async function releaseOutboxLeases(tx: WriteTx, worker: string): Promise<void> {
  await tx.db
    .updateTable("outbox")
    .set({ claimed_by: null, claimed_until: null })
    .where("claimed_by", "=", worker)
    .where("delivered_at", "is", null)
    .execute();
}

/** Marks a leased row delivered. */
export async function markOutboxDelivered(tx: WriteTx, id: number, nowMs: number): Promise<void> {
  await tx.db
    .updateTable("outbox")
    .set({ delivered_at: new Date(nowMs).toISOString(), claimed_until: null })
    .where("id", "=", id)
    .execute();
}

/** Releases a row after a failed attempt, to retry after `retryInMs`. */
export async function markOutboxFailed(
  tx: WriteTx,
  id: number,
  error: string,
  nowMs: number,
  retryInMs: number,
): Promise<void> {
  await tx.db
    .updateTable("outbox")
    .set((eb) => ({
      attempts: eb("attempts", "+", 1),
      last_error: error.slice(0, 500),
      claimed_by: null,
      claimed_until: null,
      available_at: new Date(nowMs + retryInMs).toISOString(),
    }))
    .where("id", "=", id)
    .execute();
}

/** Deletes delivered rows older than `olderThanMs`, to keep the table small. */
export async function pruneOutbox(tx: WriteTx, olderThanMs: number): Promise<number> {
  const result = await tx.db
    .deleteFrom("outbox")
    .where("delivered_at", "is not", null)
    .where("delivered_at", "<", new Date(olderThanMs).toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Undelivered rows and the age of the oldest, in seconds (0 when none): the outbox gauges read it on each scrape. */
export async function outboxBacklog(
  r: Reader,
  nowMs: number,
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const row = await r.db
    .selectFrom("outbox")
    .select((eb) => [eb.fn.countAll<number | string>().as("pending"), eb.fn.min("created_at").as("oldest")])
    .where("delivered_at", "is", null)
    .executeTakeFirstOrThrow();
  return {
    pending: Number(row.pending),
    oldestAgeSeconds: row.oldest ? Math.max(0, (nowMs - Date.parse(row.oldest)) / 1000) : 0,
  };
}

/** Records that a worker is alive; the health endpoint reads it. */
export async function beat(tx: WriteTx, worker: string, nowMs: number): Promise<void> {
  const at = new Date(nowMs).toISOString();
  await tx.db
    .insertInto("worker_heartbeats")
    .values({ worker, beat_at: at })
    .onConflict((oc) => oc.column("worker").doUpdateSet({ beat_at: at }))
    .execute();
}

/** The last heartbeat of a worker, as epoch ms, or null if it never beat. */
export async function lastBeat(r: Reader, worker: string): Promise<number | null> {
  const row = await r.db
    .selectFrom("worker_heartbeats")
    .select("beat_at")
    .where("worker", "=", worker)
    .executeTakeFirst();
  return row ? Date.parse(row.beat_at) : null;
}
