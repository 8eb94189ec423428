import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { findChainBreak } from "../../src/audit/audit-log.ts";
import { playToEnd, readState, seatPlayers, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

describe("edge cases", () => {
  test("a late move on an ended game leaves the next game's audit slice contiguous", async (t) => {
    const { app, core } = await createTestApp(t);
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
      const rows = await core.db
        .selectFrom("audit_entries")
        .selectAll()
        .where("game_id", "=", gameId)
        .orderBy("seq")
        .execute();
      assert.equal(findChainBreak(rows), null);
      assert.deepEqual(
        rows.map((r) => r.seq),
        rows.map((_, i) => (rows[0]?.seq ?? 0) + i),
      );
    }
  });

  test("parallel wrong logins cannot slip under the failure limit", async (t) => {
    const { app } = await createTestApp(t, { LOGIN_MAX_FAILURES: "5" });
    await app.inject({
      method: "POST",
      url: "/api/v1/auth/register",
      payload: { email: "a@b.example", password: "correct horse" },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: "POST",
          url: "/api/v1/auth/login",
          payload: { email: "a@b.example", password: "guess" },
        }),
      ),
    );
    assert.equal(results.filter((r) => r.statusCode === 401).length, 5);
    assert.equal(results.filter((r) => r.statusCode === 429).length, 15);
  });

  test("a per-game turn timer does not change the session's", async (t) => {
    const { app, clock } = await createTestApp(t);
    const table = await seatPlayers(app, 2, { turn_seconds: 60 });
    const host = table.players[0] as string;
    const started = await call(app, host, "POST", `/sessions/${table.sessionId}/games`, {
      plugin_id: "pig",
      options: { turn_seconds: 20 },
    });
    const state = await readState(app, host, json<{ id: string }>(started).id);
    assert.equal(state.turn?.deadline, new Date(clock.now() + 20_000).toISOString());
    const session = json<{ turn_seconds: number }>(
      await call(app, host, "GET", `/sessions/${table.sessionId}`),
    );
    assert.equal(session.turn_seconds, 60);
  });

  test("no credential is 401 even when the body is invalid", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "POST", url: "/api/v1/sessions/join", payload: {} });
    assert.equal(res.statusCode, 401);
    const game = await app.inject({ method: "GET", url: "/api/v1/games/not-a-uuid/state" });
    assert.equal(game.statusCode, 401);
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
