import assert from "node:assert/strict";
import { test } from "node:test";
import { sql } from "kysely";
import { auditHash, findChainBreak } from "../../../src/audit/audit-log.ts";
import { hashBytes } from "../../../src/db/hash-bytes.ts";
import { createMigrator, migrateToLatest } from "../../../src/db/open-database.ts";
import { listSessionAuditAfter } from "../../../src/db/repositories/audit-repository.ts";
import type { Store } from "../../../src/db/store.ts";
import { playToEnd, startGame } from "../../support/play.ts";
import { call, createTestApp, json } from "../../support/test-app.ts";

const trail = (store: Store, sessionId: string) => listSessionAuditAfter(store, sessionId, 0, 10_000);

/** Puts names back into a session's entries as the chain held them before 0025, hashed again. */
async function writeNamesBack(store: Store, sessionId: string, names: readonly string[]) {
  let previous: string | undefined;
  for (const entry of await trail(store, sessionId)) {
    const payload = entry.payload ? (JSON.parse(entry.payload) as Record<string, unknown>) : null;
    if (entry.kind === "game_started" && payload) {
      payload.seats = (payload.seats as { id: string }[]).map((s, i) => ({ id: s.id, name: names[i] }));
    }
    if (entry.kind === "participant_joined" && payload) payload.display_name = names[1];
    const old = {
      ...entry,
      payload: payload && JSON.stringify(payload),
      prev_hash: previous ?? entry.prev_hash,
    };
    previous = auditHash(old);
    await sql`update audit_entries set payload = ${old.payload}, hash = ${hashBytes(previous)}
      where session_id = ${sessionId} and seq = ${entry.seq}`.execute(store.db);
  }
}

test("0025 takes the names out of every audit chain and hashes it again, so finished games still verify", async (t) => {
  const { app, store } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  await playToEnd(app, table, table.gameId);
  const fresh = await trail(store, table.sessionId);
  assert.ok(!JSON.stringify(fresh).includes("Player 2"), "new entries hold no names");

  assert.equal((await createMigrator(store.db, store.schema).migrateTo("0024-clocks")).error, undefined);
  await writeNamesBack(store, table.sessionId, ["Player 1", "Player 2"]);
  const old = await trail(store, table.sessionId);
  assert.equal(findChainBreak(old), null);
  assert.ok(JSON.stringify(old).includes("Player 2"));

  await migrateToLatest(store);
  const after = await trail(store, table.sessionId);
  assert.equal(findChainBreak(after), null);
  assert.ok(!JSON.stringify(after).includes("Player"), "no name is left in the chain");
  assert.deepEqual(
    after.map((e) => e.payload),
    fresh.map((e) => e.payload),
  );
  const replay = json<{ verified: boolean }>(
    await call(app, table.players[0] as string, "GET", `/games/${table.gameId}/replay`),
  );
  assert.equal(replay.verified, true);
});
