import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { gameAudit, tamperStateHash } from "../support/game-audit.ts";
import { playToEnd, RANDOM_PLAY_LIMITS, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";
import { act } from "./games-support.ts";

type App = Parameters<typeof call>[0];
interface AuditEntry {
  kind: string;
  seq: number;
  payload?: { winners?: string[] };
}

const replayOf = async (app: App, gameId: string) => {
  const res = await app.inject({ method: "GET", url: `/api/v1/games/${gameId}/replay` });
  assert.equal(res.statusCode, 200, res.body);
  return json<{ verified: boolean; winners: string[] }>(res);
};
const sorted = (ids: readonly string[]) => [...ids].sort();

describe("playing whole games over HTTP", () => {
  for (const plugin of GAME_PLUGINS) {
    const players = Math.min(3, plugin.max_players);
    test(`${plugin.id} plays to a finish with seated winners the audit records, verifies from its seed (library and /replay), and the host can start another`, async (t) => {
      const { app, store } = await createTestApp(t, RANDOM_PLAY_LIMITS);
      const table = await startGame(app, plugin.id, players);
      const { state, actions } = await playToEnd(app, table, table.gameId);
      assert.equal(state.status, "finished");
      assert.equal(state.version, actions + 1);
      const winners = state.winners ?? [];
      // None of these plays ends in a draw: every game here has someone who won.
      assert.ok(winners.length > 0, "a finished game names its winners");
      assert.equal(new Set(winners).size, winners.length, "no winner twice");
      for (const winner of winners) assert.ok(table.participantIds.includes(winner), winner);

      const host = table.players[0] as string;
      const session = json<{ status: string }>(await call(app, host, "GET", `/sessions/${table.sessionId}`));
      assert.equal(session.status, "GameSelection");
      const audit = json<{ entries: AuditEntry[] }>(
        await call(app, host, "GET", `/games/${table.gameId}/audit`),
      );
      assert.equal(audit.entries[0]?.kind, "game_started");
      const finished = audit.entries.at(-1);
      assert.equal(finished?.kind, "game_finished");
      assert.deepEqual(sorted(finished?.payload?.winners ?? []), sorted(winners));

      // The verifier replays the rules from the revealed seed and checks the recorded winners against them.
      const report = verifyGameLog(await gameAudit(store, table.gameId));
      assert.deepEqual(report.problems, []);
      assert.equal(report.replayed, actions);
      const replay = await replayOf(app, table.gameId);
      assert.equal(replay.verified, true);
      assert.deepEqual(sorted(replay.winners), sorted(winners));

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

  test("/replay answers verified: false once a stored move's state hash is edited", async (t) => {
    const { app, store } = await createTestApp(t);
    const table = await startGame(app, "pig", 2);
    await playToEnd(app, table, table.gameId);
    assert.equal((await replayOf(app, table.gameId)).verified, true);
    await tamperStateHash(store, table.gameId);
    const report = verifyGameLog(await gameAudit(store, table.gameId));
    assert.equal(report.ok, false);
    const replay = await replayOf(app, table.gameId);
    assert.equal(replay.verified, false);
  });
});
