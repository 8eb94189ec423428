import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { findChainBreak } from "../../src/audit/audit-log.ts";
import { gameAudit } from "../support/game-audit.ts";
import { playToEnd, readState, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";
import { act } from "./games-support.ts";

describe("POST /games/{id}/actions", () => {
  test("rejections are 409 problem+json with the rule's code and are audited", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const [x, o] = players as [string, string];
    const wrongTurn = await act(app, o, gameId, { action_type: "choose_cell", payload: { cell: 0 } });
    assert.equal(wrongTurn.statusCode, 409);
    assert.equal(wrongTurn.headers["content-type"], "application/problem+json; charset=utf-8");
    assert.equal(json(wrongTurn).code, "not_your_turn");
    assert.equal(json(await act(app, x, gameId, { action_type: "roll_dice" })).code, "invalid_action");
    assert.equal(
      json(await act(app, x, gameId, { action_type: "choose_cell", payload: { cell: 9 } })).code,
      "invalid_payload",
    );
    assert.equal(
      (await act(app, x, gameId, { action_type: "choose_cell", payload: { cell: 4 } })).statusCode,
      200,
    );
    assert.equal(
      json(await act(app, o, gameId, { action_type: "choose_cell", payload: { cell: 4 } })).code,
      "invalid_action",
    );
    const audit = json<{ entries: { outcome: string }[] }>(
      await call(app, x, "GET", `/games/${gameId}/audit`),
    );
    assert.deepEqual(
      audit.entries.map((e) => e.outcome),
      [
        "ok",
        "rejected:not_your_turn",
        "rejected:invalid_action",
        "rejected:invalid_payload",
        "applied",
        "rejected:invalid_action",
      ],
    );
    const bad = await call(app, x, "POST", `/games/${gameId}/actions`, { action_type: "choose_cell" });
    assert.equal(bad.statusCode, 400);
    assert.match(String(json(bad).detail), /action_id/);
    const unknown = await act(app, x, randomUUID(), { action_type: "pass" });
    assert.equal(unknown.statusCode, 404);
    assert.equal(json(unknown).code, "game_not_found");
  });

  test("Idempotency-Key replays the identical response; a different body is 422", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2);
    const x = players[0] as string;
    const key = randomUUID();
    const body = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 2 } };
    const first = await call(app, x, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    const again = await call(app, x, "POST", `/games/${gameId}/actions`, body, { "idempotency-key": key });
    assert.equal(first.statusCode, 200);
    assert.equal(again.statusCode, 200);
    assert.equal(again.body, first.body);
    assert.equal(again.headers["idempotent-replayed"], "true");
    assert.equal(first.headers["idempotent-replayed"], undefined);
    const other = await call(
      app,
      x,
      "POST",
      `/games/${gameId}/actions`,
      { ...body, payload: { cell: 3 } },
      { "idempotency-key": key },
    );
    assert.equal(other.statusCode, 422);
    assert.equal(json(other).code, "idempotency_key_reused");
    const rejectedKey = randomUUID();
    const rejected = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 2 } };
    const r1 = await call(app, x, "POST", `/games/${gameId}/actions`, rejected, {
      "idempotency-key": rejectedKey,
    });
    const r2 = await call(app, x, "POST", `/games/${gameId}/actions`, rejected, {
      "idempotency-key": rejectedKey,
    });
    assert.equal(r1.statusCode, 409);
    assert.equal(r2.statusCode, 409);
    assert.equal(r2.body, r1.body);
    assert.equal((await readState(app, x, gameId)).version, 2);
  });

  test("a repeated action_id returns the original outcome and applies nothing", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    const host = players[0] as string;
    const body = { action_id: randomUUID(), action_type: "roll_dice", payload: {} };
    const first = await call(app, host, "POST", `/games/${gameId}/actions`, body);
    const second = await call(app, host, "POST", `/games/${gameId}/actions`, body);
    assert.equal(second.body, first.body);
    assert.equal((await readState(app, host, gameId)).version, 2);
  });

  test("50 concurrent actions never apply twice against one version", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        act(app, players[i % 2] as string, gameId, { action_type: i % 7 === 6 ? "pass" : "roll_dice" }),
      ),
    );
    const applied = results
      .filter((r) => r.statusCode === 200)
      .map((r) => json<{ version: number }>(r).version);
    assert.ok(applied.length > 0);
    assert.ok(results.every((r) => r.statusCode === 200 || r.statusCode === 409));
    assert.deepEqual(
      [...applied].sort((a, b) => a - b),
      Array.from({ length: applied.length }, (_, i) => i + 2),
    );
    assert.equal((await readState(app, players[0] as string, gameId)).version, applied.length + 1);
  });

  test("a paused game refuses moves with game_paused; pause and resume are audited", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players, sessionId } = await startGame(app, "pig", 2);
    const host = players[0] as string;
    assert.equal((await call(app, host, "POST", `/sessions/${sessionId}/pause`)).statusCode, 200);
    const state = await readState(app, host, gameId);
    assert.equal(state.paused, true);
    assert.deepEqual(state.allowed_actions, []);
    assert.equal(json(await act(app, host, gameId, { action_type: "roll_dice" })).code, "game_paused");
    assert.equal((await call(app, host, "POST", `/sessions/${sessionId}/resume`)).statusCode, 200);
    assert.equal((await act(app, host, gameId, { action_type: "roll_dice" })).statusCode, 200);
    const kinds = json<{ entries: { kind: string }[] }>(
      await call(app, host, "GET", `/games/${gameId}/audit`),
    ).entries.map((e) => e.kind);
    assert.deepEqual(kinds, ["game_started", "session_paused", "action", "session_resumed", "action"]);
  });

  test("closing the session aborts the game and reveals the seed", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players, sessionId } = await startGame(app, "yacht", 2);
    const host = players[0] as string;
    await call(app, host, "POST", `/sessions/${sessionId}/close`);
    const state = await readState(app, host, gameId);
    assert.equal(state.status, "aborted");
    assert.ok(state.rng_seed);
    assert.equal(json(await act(app, host, gameId, { action_type: "roll_dice" })).code, "game_over");
  });

  test("a late move on an ended game leaves the next game's audit slice contiguous", async (t) => {
    const { app, store } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const host = table.players[0] as string;
    await playToEnd(app, table, table.gameId);
    const next = json<{ id: string }>(
      await call(app, host, "POST", `/sessions/${table.sessionId}/games`, { plugin_id: "pig" }),
    ).id;
    const late = await call(app, host, "POST", `/games/${table.gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 0 },
    });
    assert.equal(json(late).code, "game_over");
    await call(app, host, "POST", `/games/${next}/actions`, {
      action_id: randomUUID(),
      action_type: "roll_dice",
    });
    for (const gameId of [table.gameId, next]) {
      const rows = await gameAudit(store, gameId);
      assert.equal(findChainBreak(rows), null);
      assert.deepEqual(
        rows.map((r) => r.seq),
        rows.map((_, i) => (rows[0]?.seq ?? 0) + i),
      );
    }
  });

  test("another player's action_id is refused, not replayed", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "pig", 2);
    const body = { action_id: randomUUID(), action_type: "roll_dice", payload: {} };
    assert.equal(
      (await call(app, players[0] as string, "POST", `/games/${gameId}/actions`, body)).statusCode,
      200,
    );
    const stolen = await call(app, players[1] as string, "POST", `/games/${gameId}/actions`, body);
    assert.equal(stolen.statusCode, 422);
    assert.equal(json(stolen).code, "action_id_reused");
    const changed = await call(app, players[0] as string, "POST", `/games/${gameId}/actions`, {
      ...body,
      action_type: "pass",
    });
    assert.equal(json(changed).code, "action_id_reused");
  });
});
