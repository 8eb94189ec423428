import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { findChainBreak } from "../../src/audit/audit-log.ts";
import { gameAudit } from "../support/game-audit.ts";
import { keyedThenPlainMove, startGame } from "../support/play.ts";
import { buildTestApp, call, closeTestApp, createTestClock, testConfig } from "../support/test-app.ts";
import { openTestStorePair } from "../support/test-store.ts";

/** An API on each of two stores over one database: two processes, as far as the engine can tell. */
async function twoApis(t: { after(fn: () => Promise<void>): void }) {
  const [store, otherStore] = await openTestStorePair();
  const clock = createTestClock();
  const config = testConfig();
  const { app } = await buildTestApp({ config, store, clock });
  const { app: other } = await buildTestApp({ config, store: otherStore, clock });
  t.after(async () => {
    await closeTestApp(other);
    await closeTestApp(app);
    await store.close();
  });
  return { app, other, store };
}

test("an applied move writes its audit entry and no game_actions or idempotency_keys row, and the chain still verifies", async (t) => {
  const { app, store } = await twoApis(t);
  const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
  const { first, second } = await keyedThenPlainMove(app, gameId, players);
  assert.equal(first.statusCode, 200);
  assert.equal(second.statusCode, 200);
  assert.equal((await store.db.selectFrom("game_actions").selectAll().execute()).length, 0);
  assert.equal((await store.db.selectFrom("idempotency_keys").selectAll().execute()).length, 0);
  const entries = await gameAudit(store, gameId);
  assert.equal(findChainBreak(entries), null);
  assert.ok(
    entries.every((entry) => !("request_key" in entry) && !("reply" in entry)),
    "a move's answer is not part of the record",
  );
});

test("a retry by Idempotency-Key or by action id, in this process or another, gets the first answer byte for byte", async (t) => {
  const { app, other } = await twoApis(t);
  const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
  const { url, move, keyedBody, plainBody, keyed, first, second } = await keyedThenPlainMove(
    app,
    gameId,
    players,
  );
  for (const api of [other, app]) {
    const byKey = await call(api, players[0] as string, "POST", url, keyedBody, keyed);
    assert.equal(byKey.body, first.body);
    assert.equal(byKey.headers["idempotent-replayed"], "true");
    assert.equal((await call(api, players[0] as string, "POST", url, keyedBody)).body, first.body);
    assert.equal((await call(api, players[1] as string, "POST", url, plainBody)).body, second.body);
    const reusedKey = await call(api, players[0] as string, "POST", url, move(8), keyed);
    assert.equal(reusedKey.json().code, "idempotency_key_reused");
    const reusedId = await call(api, players[1] as string, "POST", url, keyedBody);
    assert.equal(reusedId.json().code, "action_id_reused");
  }
  const newKey = { "idempotency-key": randomUUID() };
  const underNewKey = await call(other, players[0] as string, "POST", url, keyedBody, newKey);
  assert.equal(underNewKey.body, first.body, "an action id sent again under a new key replays");
  assert.equal((await call(app, players[0] as string, "POST", url, keyedBody, newKey)).body, first.body);
});

test("a timed game's retry in another process gets the turn deadline its move answered with", async (t) => {
  const { app, other } = await twoApis(t);
  const { gameId, players } = await startGame(app, "pig", 2, { turn_seconds: 45 });
  const roll = { action_id: randomUUID(), action_type: "roll_dice" };
  const key = { "idempotency-key": randomUUID() };
  const url = `/games/${gameId}/actions`;
  const first = await call(app, players[0] as string, "POST", url, roll, key);
  assert.equal(first.statusCode, 200);
  assert.ok(first.json().state.turn.deadline, "the move answered with a deadline");
  assert.equal((await call(other, players[0] as string, "POST", url, roll, key)).body, first.body);
  assert.equal((await call(other, players[0] as string, "POST", url, roll)).body, first.body);
});
