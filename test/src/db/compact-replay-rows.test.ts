import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { sql } from "kysely";
import { idBytes, idText } from "../../../src/db/compact-id.ts";
import { createMigrator, migrateToLatest } from "../../../src/db/open-database.ts";
import { storeAsBefore0032 } from "../../support/actions-before-0032.ts";
import { keyedThenPlainMove, startGame } from "../../support/play.ts";
import { call, createTestApp } from "../../support/test-app.ts";

test("an id is stored as bytes and reads back as the same text: a canonical UUID in 17 bytes, anything else as UTF-8", () => {
  const uuid = randomUUID();
  assert.equal(idBytes(uuid).length, 17);
  assert.equal(idText(idBytes(uuid)), uuid);
  assert.deepEqual(
    [...idBytes("01234567-89ab-cdef-0123-456789abcdef")],
    [0, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef],
  );
  const lookalikes = [
    uuid.toUpperCase(),
    `${uuid.slice(0, 8)}x${uuid.slice(9)}`,
    `${uuid.slice(0, 35)}g`,
    `${uuid.slice(0, 35)}é`,
    uuid.replaceAll("-", "").padEnd(36, "0"),
  ];
  for (const other of ["system", "", "ünïcode-id", `${uuid}x`, ...lookalikes]) {
    assert.equal(idText(idBytes(other)), other, other);
    assert.equal(idBytes(other).length, Buffer.byteLength(other));
  }
});

interface LegacyAction {
  action_id: string;
  actor: string | null;
  outcome: string;
  created_at: string;
}

test("replay rows shrink (0018): ids as bytes, no time, no null deadline; down gives text ids, times and deadlines back, and every retry replays the same bytes after the round trip", async (t) => {
  const { app, store } = await createTestApp(t);
  const timed = await startGame(app, "pig", 2, { turn_seconds: 45 });
  const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
  const { url, move, keyedBody, plainBody, keyed, first, second } = await keyedThenPlainMove(
    app,
    gameId,
    players,
  );
  const roll = { action_id: randomUUID(), action_type: "roll_dice" };
  const rollTimed = () =>
    call(app, timed.players[0] as string, "POST", `/games/${timed.gameId}/actions`, roll);
  const timedFirst = await rollTimed();
  assert.equal(timedFirst.statusCode, 200);
  await storeAsBefore0032(store, gameId, [
    { body: keyedBody, key: keyed["idempotency-key"] },
    { body: plainBody },
  ]);
  await storeAsBefore0032(store, timed.gameId, [{ body: roll }]);

  const rows = await store.db.selectFrom("game_actions").selectAll().execute();
  assert.ok(rows.every((row) => row.action_id.length === 17 && row.actor?.length === 17));
  const outcomes = rows.map((row) => JSON.parse(row.outcome));
  assert.equal(
    outcomes.filter((o) => "deadline" in o).length,
    1,
    "only the timed game's move keeps a deadline",
  );

  const down = await createMigrator(store.db, store.schema).migrateTo("0017-derived-prev-hash");
  assert.equal(down.error, undefined);
  const legacy =
    await sql<LegacyAction>`select action_id, actor, outcome, created_at from game_actions`.execute(store.db);
  const byId = new Map(legacy.rows.map((row) => [row.action_id, row]));
  const keyedRow = byId.get(keyedBody.action_id);
  assert.ok(keyedRow && byId.has(plainBody.action_id) && byId.has(roll.action_id));
  assert.equal(keyedRow.actor?.length, 36);
  const entry = await sql<{
    at: string;
  }>`select at from audit_entries where action_id = ${keyedBody.action_id}`.execute(store.db);
  assert.equal(keyedRow.created_at, entry.rows[0]?.at, "the action's audit entry gives its time");
  assert.deepEqual(JSON.parse(keyedRow.outcome), { ok: true, version: 2, deadline: null });
  const keys = await sql<{
    key: string;
    action_id: string;
  }>`select key, action_id from idempotency_keys`.execute(store.db);
  assert.deepEqual(keys.rows, [{ key: keyed["idempotency-key"], action_id: keyedBody.action_id }]);
  await migrateToLatest(store);

  const byKey = await call(app, players[0] as string, "POST", url, keyedBody, keyed);
  assert.equal(byKey.body, first.body);
  assert.equal(byKey.headers["idempotent-replayed"], "true");
  assert.equal((await call(app, players[1] as string, "POST", url, plainBody)).body, second.body);
  const timedAgain = await rollTimed();
  assert.equal(timedAgain.body, timedFirst.body, "the stored deadline comes back in the replay");
  const reusedKey = await call(app, players[0] as string, "POST", url, move(8), keyed);
  assert.equal(reusedKey.json().code, "idempotency_key_reused");
  const reusedId = await call(app, players[1] as string, "POST", url, keyedBody);
  assert.equal(reusedId.json().code, "action_id_reused", "another player's request under a stored action id");
});
