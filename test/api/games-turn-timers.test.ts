import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { readState, seatPlayers, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

describe("turn timers", () => {
  test("a timed-out turn gets the plugin's timeout action by the system, from stored deadlines", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const { gameId, players, sessionId } = await startGame(app, "tic-tac-toe", 2, { turn_seconds: 30 });
    const host = players[0] as string;
    const before = await readState(app, host, gameId);
    assert.equal(before.turn?.deadline, new Date(clock.now() + 30_000).toISOString());
    clock.advance(29_000);
    assert.equal(await core.clocks.expireDueTurns(), 0);
    await call(app, host, "POST", `/sessions/${sessionId}/pause`);
    clock.advance(60_000);
    assert.equal(await core.clocks.expireDueTurns(), 0);
    await call(app, host, "POST", `/sessions/${sessionId}/resume`);
    assert.equal(
      (await readState(app, host, gameId)).turn?.deadline,
      new Date(clock.now() + 1000).toISOString(),
    );
    clock.advance(1000);
    assert.equal(await core.clocks.expireDueTurns(), 1);
    const after = await readState(app, host, gameId);
    assert.equal(after.status, "finished");
    assert.deepEqual(after.winners, [after.players[1]?.participant_id]);
    assert.equal(after.last_action?.participant_id, "system");
    const audit = json<{ entries: { actor: string; action_type?: string }[] }>(
      await call(app, host, "GET", `/games/${gameId}/audit`),
    );
    assert.ok(audit.entries.some((e) => e.actor === "system" && e.action_type === "forfeit"));
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
});
