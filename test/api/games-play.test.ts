import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { verifyGameLog } from "../../src/play/verify-game.ts";
import { gameAudit } from "../support/game-audit.ts";
import { playToEnd, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";
import { act } from "./games-support.ts";

describe("playing whole games over HTTP", () => {
  for (const [pluginId, players] of [
    ["tic-tac-toe", 2],
    ["pig", 2],
    ["yacht", 2],
    ["snakes-and-ladders", 3],
  ] as const) {
    test(`${pluginId} plays to a finish, verifies from its seed, and the host can start another`, async (t) => {
      const { app } = await createTestApp(t);
      const table = await startGame(app, pluginId, players);
      const { state, actions } = await playToEnd(app, table, table.gameId);
      assert.equal(state.status, "finished");
      assert.equal(state.version, actions + 1);
      assert.ok(state.winners);
      assert.ok(state.rng_seed);
      const host = table.players[0] as string;
      const session = json<{ status: string }>(await call(app, host, "GET", `/sessions/${table.sessionId}`));
      assert.equal(session.status, "GameSelection");
      const audit = json<{ entries: { kind: string; seq: number }[] }>(
        await call(app, host, "GET", `/games/${table.gameId}/audit`),
      );
      assert.equal(audit.entries[0]?.kind, "game_started");
      assert.equal(audit.entries.at(-1)?.kind, "game_finished");
      const late = await act(app, host, table.gameId, { action_type: "roll_dice" });
      assert.equal(json(late).code, "game_over");
      const again = await call(app, host, "POST", `/sessions/${table.sessionId}/games`, { plugin_id: "pig" });
      assert.equal(again.statusCode, 201);
    });
  }

  test("the library verifier accepts a real log and catches an edited one", async (t) => {
    const { app, store } = await createTestApp(t);
    const table = await startGame(app, "pig", 2);
    await act(app, table.players[1] as string, table.gameId, { action_type: "roll_dice" });
    await playToEnd(app, table, table.gameId);
    const rows = await gameAudit(store, table.gameId);
    const report = verifyGameLog(rows);
    assert.deepEqual(report.problems, []);
    assert.ok(report.replayed > 0);
    assert.equal(report.rejectionsConfirmed, 1);
    const applied = rows.findIndex((r) => r.outcome === "applied");
    const forged = rows.map((r, i) =>
      i === applied ? { ...r, payload: JSON.stringify({ cheat: true }) } : r,
    );
    assert.equal(verifyGameLog(forged).ok, false);
    assert.equal(verifyGameLog(rows.filter((_, i) => i !== applied)).ok, false);
  });
});
