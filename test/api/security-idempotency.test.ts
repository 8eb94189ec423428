import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { readState, startGame } from "../support/play.ts";
import { call, createTestApp } from "../support/test-app.ts";
import { assertProblem } from "./security-support.ts";

describe("Idempotency-Key belongs to its sender", () => {
  test("another participant's request under the same key is its own, never a replay", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const [ann, bob] = players as [string, string];
    const key = randomUUID();
    const body = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
    const first = await call(app, ann, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(first.statusCode, 200);
    const replay = await call(app, ann, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(replay.headers["idempotent-replayed"], "true");

    const bobs = await call(app, bob, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(bobs.headers["idempotent-replayed"], undefined);
    assertProblem(bobs, 422, "action_id_reused");

    const own = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 0 } };
    const bobsOwn = await call(app, bob, "POST", `/games/${gameId}/actions`, own, { "idempotency-key": key });
    assert.equal(bobsOwn.statusCode, 200);
    assert.equal(bobsOwn.headers["idempotent-replayed"], undefined);
    assert.equal((await readState(app, ann, gameId)).version, 3);
  });
});
