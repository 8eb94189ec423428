import assert from "node:assert/strict";
import { test } from "node:test";
import { sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { findChainBreak } from "../../../src/audit/audit-log.ts";
import { createMigrator, migrateToLatest } from "../../../src/db/open-database.ts";
import { listSessionAuditAfter } from "../../../src/db/repositories/audit-repository.ts";
import type { Store } from "../../../src/db/store.ts";
import { GENESIS_HASH } from "../../../src/documents/genesis-hash.ts";
import { gameAudit } from "../../support/game-audit.ts";
import { playToEnd, startGame } from "../../support/play.ts";
import { call, createTestApp, json } from "../../support/test-app.ts";

const trail = (store: Store, sessionId: string) => listSessionAuditAfter(store, sessionId, 0, 10_000);

/** The previous hashes a store keeps again after migrating below 0017, in hex by seq. */
async function storedPrevHashes(store: Store, sessionId: string): Promise<string[]> {
  const hex = isSqlite(store.db) ? sql`lower(hex(prev_hash))` : sql`encode(prev_hash, 'hex')`;
  const rows = await sql<{
    prev: string;
  }>`select ${hex} as prev from audit_entries where session_id = ${sessionId} order by seq`.execute(store.db);
  return rows.rows.map((row) => row.prev);
}

test("an entry's previous hash is read from the entry before it (0017), in every read of the chain, and migrating down stores the same hashes", async (t) => {
  const { app, store } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  await playToEnd(app, table, table.gameId);
  const rematch = await call(app, table.players[0] as string, "POST", `/games/${table.gameId}/rematch`);
  const second = json<{ id: string }>(rematch).id;

  const entries = await trail(store, table.sessionId);
  assert.ok(entries.length > 10);
  assert.equal(entries[0]?.prev_hash, GENESIS_HASH, "a session's first entry chains over zeros");
  entries.forEach((entry, i) => {
    if (i > 0) assert.equal(entry.prev_hash, entries[i - 1]?.hash, `seq ${entry.seq}`);
  });
  assert.equal(findChainBreak(entries), null);

  const slice = await gameAudit(store, second);
  const start = slice[0];
  assert.equal(start?.kind, "game_started");
  assert.equal(start?.prev_hash, entries.find((e) => e.seq === (start?.seq ?? 0) - 1)?.hash);
  assert.equal(findChainBreak(slice), null, "a slice that starts mid-chain still checks");
  const middle = await listSessionAuditAfter(store, table.sessionId, 3, 2);
  assert.deepEqual(
    middle.map((e) => [e.seq, e.prev_hash]),
    [
      [4, entries[2]?.hash],
      [5, entries[3]?.hash],
    ],
  );

  const down = await createMigrator(store.db, store.schema).migrateTo("0016-session-revisions");
  assert.equal(down.error, undefined);
  assert.deepEqual(
    await storedPrevHashes(store, table.sessionId),
    entries.map((e) => e.prev_hash),
  );
  await migrateToLatest(store);
  assert.deepEqual(await trail(store, table.sessionId), entries);
});

test("a missing entry breaks the chain at the entry after it", async (t) => {
  const { app, store } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  await playToEnd(app, table, table.gameId);
  await sql`delete from audit_entries where session_id = ${table.sessionId} and seq = 4`.execute(store.db);
  const entries = await trail(store, table.sessionId);
  assert.equal(findChainBreak(entries), 5);
  assert.equal(entries.find((e) => e.seq === 5)?.prev_hash, "", "no hash to chain over");
});
