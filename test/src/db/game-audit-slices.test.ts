import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { sql } from "kysely";
import { isSqlite } from "../../../platform/db/dialect.ts";
import { idBytes } from "../../../src/db/compact-id.ts";
import { createMigrator, migrateToLatest } from "../../../src/db/open-database.ts";
import type { Store } from "../../../src/db/store.ts";
import { gameAudit } from "../../support/game-audit.ts";
import { playToEnd, startGame } from "../../support/play.ts";
import { call, createTestApp, json } from "../../support/test-app.ts";

/** Every entry stamped with the game, by a full scan: what the dropped (game_id, seq) index gave. */
async function stampedWith(store: Store, gameId: string) {
  const rows = await sql<{
    seq: number;
  }>`select seq from audit_entries where game_id = ${idBytes(gameId)} order by seq`.execute(store.db);
  return rows.rows.map((row) => row.seq);
}

const seqs = async (store: Store, gameId: string) => (await gameAudit(store, gameId)).map((e) => e.seq);

test("a game's audit slice is read from its game_started entry through the chain's key, and migration 0015 finds where each slice starts", async (t) => {
  const { app, store } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  const first = table.gameId;
  await playToEnd(app, table, first);
  const rematch = await call(app, table.players[0] as string, "POST", `/games/${first}/rematch`);
  const second = json<{ id: string }>(rematch).id;
  const host = table.players[0] as string;
  const late = await call(app, host, "POST", `/games/${first}/actions`, {
    action_id: randomUUID(),
    action_type: "choose_cell",
    payload: { cell: 0 },
  });
  assert.equal(late.json().code, "game_over");
  // More refusals than one read of the chain takes (256), so the slice spans several; two senders stay under the rate limit.
  for (let n = 0; n < 300; n++) {
    const refused = await call(app, table.players[n % 2] as string, "POST", `/games/${second}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 99 },
    });
    assert.notEqual(refused.statusCode, 200);
  }

  const before = { first: await seqs(store, first), second: await seqs(store, second) };
  assert.deepEqual(before.first, await stampedWith(store, first));
  assert.deepEqual(before.second, await stampedWith(store, second));
  assert.equal(before.second.length, 302, "game_started, the move aimed at the first game, 300 refusals");
  const kinds = (await gameAudit(store, first)).map((e) => e.kind);
  assert.deepEqual([kinds[0], kinds.at(-1)], ["game_started", "game_finished"]);

  const down = await createMigrator(store.db, store.schema).migrateTo("0014-participants-in-join-order");
  assert.equal(down.error, undefined);
  await migrateToLatest(store);
  assert.deepEqual({ first: await seqs(store, first), second: await seqs(store, second) }, before);
  const index = isSqlite(store.db)
    ? sql`select name from sqlite_master where name = 'audit_entries_game'`
    : sql`select indexname from pg_indexes where indexname = 'audit_entries_game'`;
  assert.equal((await index.execute(store.db)).rows.length, 0);
});
