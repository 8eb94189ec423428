import type { Selectable } from "kysely";
import type { AuditEntry, AuditRecord } from "../../documents/audit-entry.ts";
import { GENESIS_HASH } from "../../documents/genesis-hash.ts";
import { readAuditEntry } from "../../documents/read-audit-entry.ts";
import { idBytes, idText } from "../compact-id.ts";
import type { AuditEntryTable } from "../game-schema.ts";
import { hashBytes, hashHex } from "../hash-bytes.ts";
import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";

const head = prepare((db, p: Params<{ sessionId: string }>) =>
  db
    .selectFrom("audit_entries")
    .select(["seq", "hash"])
    .where("session_id", "=", p.sessionId)
    .orderBy("seq", "desc")
    .limit(1),
);
type StoredEntry = Selectable<AuditEntryTable>;

const insert = prepare((db, _: Params<StoredEntry>) =>
  db.insertInto("audit_entries").values(
    slotsFor<StoredEntry>({
      session_id: true,
      seq: true,
      game_id: true,
      at: true,
      actor: true,
      channel: true,
      kind: true,
      action_id: true,
      action_type: true,
      payload: true,
      outcome: true,
      version: true,
      state_hash: true,
      entropy: true,
      hash: true,
      request_key: true,
      reply: true,
    }),
  ),
);
const ofSessionFrom = prepare((db, p: Params<{ sessionId: string; from: number; limit: number }>) =>
  db
    .selectFrom("audit_entries")
    .selectAll()
    .where("session_id", "=", p.sessionId)
    .where("seq", ">=", p.from)
    .orderBy("seq")
    .limit(p.limit),
);

/**
 * A stored entry with its hashes in hex, as every reader of the chain
 * expects. Its previous hash is the hash of the entry before it (`before`,
 * when that is the one at seq - 1), or all zeros for a session's first; an
 * entry whose predecessor is missing gets none, so the chain check breaks there.
 */
function fromStored(row: StoredEntry, before: StoredEntry | undefined): AuditRecord {
  const chained = before?.seq === row.seq - 1 ? hashHex(before.hash) : undefined;
  // A move's answer is the server's, not the record's: it is neither hashed nor shown.
  const { request_key: _key, reply: _reply, ...recorded } = row;
  return {
    ...recorded,
    game_id: row.game_id && idText(row.game_id),
    actor: idText(row.actor),
    action_id: row.action_id && idText(row.action_id),
    state_hash: row.state_hash ? hashHex(row.state_hash) : null,
    prev_hash: chained ?? (row.seq === 1 ? GENESIS_HASH : ""),
    hash: hashHex(row.hash),
  };
}

/** A session's entries after `after`, at most `limit`: the read starts at `after` itself, whose hash the first one chains over. */
async function readAfter(r: Reader, sessionId: string, after: number, limit: number): Promise<AuditRecord[]> {
  const rows = await r.all(ofSessionFrom, { sessionId, from: after, limit: limit + 1 });
  const entries: AuditRecord[] = [];
  let before: StoredEntry | undefined;
  for (const row of rows) {
    if (row.seq > after && entries.length < limit) entries.push(fromStored(row, before));
    before = row;
  }
  return entries;
}

type Head = { seq: number; hash: string };
const headKey = (sessionId: string) => `audit-head:${sessionId}`;

/**
 * The newest entry of a session's chain (its seq and hash), if any; inside a
 * unit, from the store's memo when it holds it. A stale head is never
 * written over: the next entry goes in at its seq + 1, a unique key, so on
 * PostgreSQL, where another process may have appended, the insert collides
 * and the unit runs again with the head read afresh.
 */
export async function findAuditHead(r: Reader | WriteTx, sessionId: string): Promise<Head | undefined> {
  const memo = "memo" in r ? r.memo : undefined;
  const known = memo?.get(headKey(sessionId)) as Head | undefined;
  if (known) return known;
  const row = await r.first(head, { sessionId });
  if (!row) return undefined;
  const found = { seq: row.seq, hash: hashHex(row.hash) };
  memo?.set(headKey(sessionId), found);
  return found;
}

/** What an applied move's entry keeps outside its hash, so a retry finds its answer (migration 0032). */
export interface MoveAnswer {
  /** The sender's Idempotency-Key, hashed with their user id (action-repository.ts), as hex. */
  readonly requestKey: string | null;
  /** The stored outcome, when it says more than the entry's version. */
  readonly reply: string | null;
}

/** Inserts one hashed audit entry, which becomes its session's head; an applied move's with its answer. */
export async function insertAuditEntry(tx: WriteTx, row: AuditRecord, answer?: MoveAnswer): Promise<void> {
  await tx.run(insert, {
    session_id: row.session_id,
    seq: row.seq,
    game_id: row.game_id === null ? null : idBytes(row.game_id),
    at: row.at,
    actor: idBytes(row.actor),
    channel: row.channel,
    kind: row.kind,
    action_id: row.action_id === null ? null : idBytes(row.action_id),
    action_type: row.action_type,
    payload: row.payload,
    outcome: row.outcome,
    version: row.version,
    state_hash: row.state_hash === null ? null : hashBytes(row.state_hash),
    entropy: row.entropy,
    hash: hashBytes(row.hash),
    request_key: answer?.requestKey ? hashBytes(answer.requestKey) : null,
    reply: answer?.reply ?? null,
  });
  tx.memo?.set(headKey(row.session_id), { seq: row.seq, hash: row.hash });
}

/** Entries read at a time while a game's slice is gathered. */
const SLICE_BATCH = 256;

/**
 * A game's slice of its session's audit chain, in order, each entry parsed
 * once (src/documents/read-audit-entry.ts). It starts at the
 * game's `game_started` entry (`audit_seq`) and ends where the next game of
 * the session starts (or at the head): slices never interleave, and session
 * events between them (no game id) are not part of any.
 */
export async function listGameAudit(
  r: Reader,
  game: { readonly id: string; readonly session_id: string; readonly audit_seq: number },
): Promise<AuditEntry[]> {
  const slice: AuditEntry[] = [];
  for (let after = game.audit_seq - 1; ; ) {
    const batch = await readAfter(r, game.session_id, after, SLICE_BATCH);
    for (const entry of batch) {
      if (entry.kind === "game_started" && entry.game_id !== game.id && entry.seq > game.audit_seq)
        return slice;
      if (entry.game_id === game.id) slice.push(readAuditEntry(entry));
    }
    if (batch.length < SLICE_BATCH) return slice;
    after = (batch.at(-1) as AuditRecord).seq;
  }
}

/** A session's entries after `after`, in order, at most `limit` of them (live streams catch up with it). */
export async function listSessionAuditAfter(
  r: Reader,
  sessionId: string,
  after: number,
  limit: number,
): Promise<AuditRecord[]> {
  return readAfter(r, sessionId, after, limit);
}
