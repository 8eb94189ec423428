import type { Selectable } from "kysely";
import { hashBytes, hashHex } from "../hash-bytes.ts";
import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { AuditEntryRow, AuditEntryTable } from "../schema.ts";
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
      prev_hash: true,
      hash: true,
    }),
  ),
);
const ofSessionAfter = prepare((db, p: Params<{ sessionId: string; after: number; limit: number }>) =>
  db
    .selectFrom("audit_entries")
    .selectAll()
    .where("session_id", "=", p.sessionId)
    .where("seq", ">", p.after)
    .orderBy("seq")
    .limit(p.limit),
);

/** A stored entry with its hashes in hex, as every reader of the chain expects. */
function fromStored(row: StoredEntry): AuditEntryRow {
  return {
    ...row,
    state_hash: row.state_hash ? hashHex(row.state_hash) : null,
    prev_hash: hashHex(row.prev_hash),
    hash: hashHex(row.hash),
  };
}

type Head = { seq: number; hash: string };
const headKey = (sessionId: string) => `audit-head:${sessionId}`;

/** The newest entry of a session's chain (its seq and hash), if any; inside a unit, from the store's memo when it holds it. */
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

/** Inserts one hashed audit entry, which becomes its session's head. */
export async function insertAuditEntry(tx: WriteTx, row: AuditEntryRow): Promise<void> {
  await tx.run(insert, {
    ...row,
    state_hash: row.state_hash === null ? null : hashBytes(row.state_hash),
    prev_hash: hashBytes(row.prev_hash),
    hash: hashBytes(row.hash),
  });
  tx.memo?.set(headKey(row.session_id), { seq: row.seq, hash: row.hash });
}

/** Entries read at a time while a game's slice is gathered. */
const SLICE_BATCH = 256;

/**
 * A game's slice of its session's audit chain, in order. It starts at the
 * game's `game_started` entry (`audit_seq`) and ends where the next game of
 * the session starts (or at the head): slices never interleave, and session
 * events between them (no game id) are not part of any.
 */
export async function listGameAudit(
  r: Reader,
  game: { readonly id: string; readonly session_id: string; readonly audit_seq: number },
): Promise<AuditEntryRow[]> {
  const slice: AuditEntryRow[] = [];
  for (let after = game.audit_seq - 1; ; ) {
    const batch = await r.all(ofSessionAfter, { sessionId: game.session_id, after, limit: SLICE_BATCH });
    for (const row of batch) {
      if (row.kind === "game_started" && row.game_id !== game.id && row.seq > game.audit_seq) return slice;
      if (row.game_id === game.id) slice.push(fromStored(row));
    }
    if (batch.length < SLICE_BATCH) return slice;
    after = (batch.at(-1) as StoredEntry).seq;
  }
}

/** A session's entries after `after`, in order, at most `limit` of them (live streams catch up with it). */
export async function listSessionAuditAfter(
  r: Reader,
  sessionId: string,
  after: number,
  limit: number,
): Promise<AuditEntryRow[]> {
  return (await r.all(ofSessionAfter, { sessionId, after, limit })).map(fromStored);
}
