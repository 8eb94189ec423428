import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";

/**
 * A player's own data (issue 42). Users get `last_seen_at` (the guest
 * retention sweep reads it) and `erased_at`; erasures are logged by a keyed
 * hash. The audit chains stop holding names: the `game_started` seats keep
 * their ids and joins and leaves their role, and every chain those entries
 * were in is hashed again from the first changed entry, so it verifies
 * without them. From now on nothing personal is hashed, and erasing a name
 * never touches a chain.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("last_seen_at", "text").execute();
  await db.schema.alterTable("users").addColumn("erased_at", "text").execute();
  await sql`update users set last_seen_at = created_at`.execute(db);
  await db.schema.createIndex("users_kind_seen").on("users").columns(["kind", "last_seen_at"]).execute();
  await db.schema
    .createTable("player_erasures")
    .addColumn("key_hash", "text", (c) => c.primaryKey())
    .addColumn("erased_at", "text", (c) => c.notNull())
    .execute();
  await withoutNames(db);
}

/** Drops the columns, the index and the log; names stripped from the chains stay stripped. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("player_erasures").execute();
  await db.schema.dropIndex("users_kind_seen").execute();
  await db.schema.alterTable("users").dropColumn("erased_at").execute();
  await db.schema.alterTable("users").dropColumn("last_seen_at").execute();
}

interface Stored {
  session_id: string;
  seq: number;
  game_id: Uint8Array | null;
  at: string;
  actor: Uint8Array;
  channel: string;
  kind: string;
  action_id: Uint8Array | null;
  action_type: string | null;
  payload: string | null;
  outcome: string;
  version: number | null;
  state_hash: Uint8Array | null;
  hash: Uint8Array;
}

/*
 * A migration's logic is frozen as it was written: these copy the live code
 * of the day (ids as migration 0018 stores them, hashes as 0013 does, and the
 * audit hash before entropy came with 0028), so later changes there never
 * change what this migration does.
 */
const GENESIS_HASH = "0".repeat(64);
const hashBytes = (hex: string): Uint8Array => Buffer.from(hex, "hex");
const hashHex = (stored: Uint8Array): string =>
  Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength).toString("hex");

/** A stored id's text: a zero byte and 16 bytes are a UUID, anything else is UTF-8 text. */
function idText(stored: Uint8Array): string {
  if (stored.length !== 17 || stored[0] !== 0) {
    return Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength).toString("utf8");
  }
  const hex = hashHex(stored.subarray(1));
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

interface Entry {
  session_id: string;
  seq: number;
  game_id: string | null;
  at: string;
  actor: string;
  channel: string;
  kind: string;
  action_id: string | null;
  action_type: string | null;
  payload: string | null;
  outcome: string;
  version: number | null;
  state_hash: string | null;
  prev_hash: string;
}

/** An entry's hash, chained over the previous entry's hash (no entry had entropy yet). */
function auditHash(entry: Entry): string {
  const fields = [
    entry.session_id,
    entry.seq,
    entry.game_id,
    entry.at,
    entry.actor,
    entry.channel,
    entry.kind,
    entry.action_id,
    entry.action_type,
    entry.payload,
    entry.outcome,
    entry.version,
    entry.state_hash,
  ];
  return createHash("sha256")
    .update(entry.prev_hash)
    .update("\n")
    .update(JSON.stringify(fields))
    .digest("hex");
}

/** The payload without names, or undefined when it held none. */
function stripped(kind: string, payload: string | null): string | undefined {
  if (!payload) return undefined;
  const value = JSON.parse(payload) as Record<string, unknown>;
  if (kind === "game_started" && Array.isArray(value.seats)) {
    const seats = value.seats as { id: string; name?: string }[];
    if (!seats.some((s) => "name" in s)) return undefined;
    return JSON.stringify({ ...value, seats: seats.map((s) => ({ id: s.id })) });
  }
  if ((kind === "participant_joined" || kind === "participant_left") && "display_name" in value) {
    const { display_name: _name, ...rest } = value;
    return JSON.stringify(rest);
  }
  return undefined;
}

/** Rehashes one session's chain from its first entry that held a name. */
async function rehashSession(db: Kysely<unknown>, sessionId: string): Promise<void> {
  const rows = (
    await sql<Stored>`select * from audit_entries where session_id = ${sessionId} order by seq`.execute(db)
  ).rows;
  let previous = GENESIS_HASH;
  let changed = false;
  for (const row of rows) {
    const payload = stripped(row.kind, row.payload);
    changed ||= payload !== undefined;
    if (!changed) {
      previous = hashHex(row.hash);
      continue;
    }
    const entry: Entry = {
      session_id: row.session_id,
      seq: row.seq,
      game_id: row.game_id && idText(row.game_id),
      at: row.at,
      actor: idText(row.actor),
      channel: row.channel,
      kind: row.kind,
      action_id: row.action_id && idText(row.action_id),
      action_type: row.action_type,
      payload: payload ?? row.payload,
      outcome: row.outcome,
      version: row.version,
      state_hash: row.state_hash ? hashHex(row.state_hash) : null,
      prev_hash: previous,
    };
    previous = auditHash(entry);
    await sql`update audit_entries set payload = ${entry.payload}, hash = ${hashBytes(previous)}
      where session_id = ${sessionId} and seq = ${row.seq}`.execute(db);
  }
}

async function withoutNames(db: Kysely<unknown>): Promise<void> {
  const sessions = await sql<{ session_id: string }>`select distinct session_id from audit_entries
    where kind in ('game_started', 'participant_joined', 'participant_left')`.execute(db);
  for (const { session_id } of sessions.rows) {
    // SQLite runs migrations outside a transaction: each session's chain is rewritten whole or not at all.
    if (isSqlite(db)) await db.transaction().execute((trx) => rehashSession(trx, session_id));
    else await rehashSession(db, session_id);
  }
}
