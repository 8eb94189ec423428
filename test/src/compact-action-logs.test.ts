import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { createMigrator, migrateToLatest } from "../../src/db/open-database.ts";
import { storeAsBefore0032 } from "../support/actions-before-0032.ts";
import { startGame } from "../support/play.ts";
import { call, createTestApp } from "../support/test-app.ts";

test("migration 0011 goes down and up again keeping every action and key, and retries still replay", async (t) => {
  const { app, store } = await createTestApp(t);
  const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
  const body = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
  const headers = { "idempotency-key": randomUUID() };
  const url = `/games/${gameId}/actions`;
  const first = await call(app, players[0] as string, "POST", url, body, headers);
  await storeAsBefore0032(store, gameId, [{ body, key: headers["idempotency-key"] }]);
  const migrator = createMigrator(store.db, store.schema);
  const down = await migrator.migrateTo("0010-turn-reminders");
  assert.equal(down.error, undefined);
  await migrateToLatest(store);
  const stored = await store.db.selectFrom("game_actions").select("outcome").execute();
  assert.deepEqual(
    stored.map((row) => JSON.parse(row.outcome)),
    [{ ok: true, version: 2 }],
    "an applied move stores its version (and a turn deadline when it has one), not its document",
  );
  assert.equal((await store.db.selectFrom("idempotency_keys").selectAll().execute()).length, 1);
  const again = await call(app, players[0] as string, "POST", url, body, headers);
  assert.equal(again.body, first.body);
});
