import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import { playToEnd, readState, startGame } from "../support/play.ts";
import { playCells, X_WINS } from "../support/social-play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

interface Replay {
  plugin_id: string;
  rng_seed: string;
  verified: boolean;
  players: { participant_id: string }[];
  winners: string[];
  initial_board: { kind: string };
  steps: { seq: number; version: number; actor: string; action_type: string; board: unknown }[];
}
interface Rematch {
  id: string;
  session_id: string;
  players: { participant_id: string; seat: number }[];
}

type App = Parameters<typeof call>[0];
const replayOf = (app: App, gameId: string) =>
  app.inject({ method: "GET", url: `/api/v1/games/${gameId}/replay` });

describe("GET /games/{id}/replay", () => {
  test("409 game_running while the game runs, then every move without a credential", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const running = await replayOf(app, table.gameId);
    assert.equal(running.statusCode, 409);
    assert.equal(json<{ code: string }>(running).code, "game_running");

    await playCells(app, table, table.gameId, X_WINS);
    const res = await replayOf(app, table.gameId);
    assert.equal(res.statusCode, 200, res.body);
    const replay = json<Replay>(res);
    const final = await readState(app, table.players[0] as string, table.gameId);
    assert.equal(replay.verified, true);
    assert.equal(replay.rng_seed, final.rng_seed);
    assert.deepEqual(
      replay.steps.map((s) => s.version),
      [2, 3, 4, 5, 6],
    );
    assert.deepEqual(
      replay.steps.map((s) => s.actor),
      [0, 1, 0, 1, 0].map((seat) => table.participantIds[seat]),
    );
    assert.deepEqual(replay.steps.at(-1)?.board, final.board);
    assert.deepEqual(replay.winners, [table.participantIds[0]]);
  });

  test("every dice game replays from the revealed seed to the same final board", async (t) => {
    const { app } = await createTestApp(t);
    const diceGames = GAME_PLUGINS.filter((plugin) => plugin.action_types.includes("roll_dice"));
    assert.ok(diceGames.length > 0, "the registry has dice games");
    for (const { id: pluginId } of diceGames) {
      const table = await startGame(app, pluginId, 2);
      const { state, actions } = await playToEnd(app, table, table.gameId);
      const replay = json<Replay>(await replayOf(app, table.gameId));
      assert.equal(replay.verified, true, pluginId);
      assert.equal(replay.steps.length, actions, pluginId);
      assert.deepEqual(replay.steps.at(-1)?.board, state.board, pluginId);
    }
  });

  test("404 for an unknown game", async (t) => {
    const { app } = await createTestApp(t);
    const res = await replayOf(app, crypto.randomUUID());
    assert.equal(res.statusCode, 404);
    assert.equal(json<{ code: string }>(res).code, "game_not_found");
  });
});

describe("POST /games/{id}/rematch", () => {
  test("a player starts it (201, seats rotated); every later call gets the same game (200)", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    const early = await call(app, table.players[0] as string, "POST", `/games/${table.gameId}/rematch`);
    assert.equal(json<{ code: string }>(early).code, "game_running");
    await playCells(app, table, table.gameId, X_WINS);

    const first = await call(app, table.players[1] as string, "POST", `/games/${table.gameId}/rematch`);
    assert.equal(first.statusCode, 201, first.body);
    const game = json<Rematch>(first);
    assert.equal(game.session_id, table.sessionId);
    assert.deepEqual(
      game.players.map((p) => p.participant_id),
      [table.participantIds[1], table.participantIds[0]],
    );
    const again = await call(app, table.players[0] as string, "POST", `/games/${table.gameId}/rematch`);
    assert.equal(again.statusCode, 200);
    assert.equal(json<Rematch>(again).id, game.id);
    const stranger = await call(app, await guest(app), "POST", `/games/${table.gameId}/rematch`);
    assert.equal(stranger.statusCode, 200);
    assert.equal(json<Rematch>(stranger).id, game.id);
    const state = await readState(app, table.players[1] as string, game.id);
    assert.equal(state.turn?.participant_id, table.participantIds[1]);
  });

  test("concurrent calls start exactly one rematch", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    await playCells(app, table, table.gameId, X_WINS);
    const answers = await Promise.all(
      [0, 1, 0, 1, 0, 1].map((seat) =>
        call(app, table.players[seat] as string, "POST", `/games/${table.gameId}/rematch`),
      ),
    );
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 200, 200, 200, 200, 201]);
    assert.equal(new Set(answers.map((a) => json<Rematch>(a).id)).size, 1);
  });

  test("only a seated player may start it", async (t) => {
    const { app } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2);
    await playCells(app, table, table.gameId, X_WINS);
    const outsider = await call(app, await guest(app), "POST", `/games/${table.gameId}/rematch`);
    assert.equal(outsider.statusCode, 403);
    assert.equal(json<{ code: string }>(outsider).code, "not_participant");
    const anonymous = await app.inject({ method: "POST", url: `/api/v1/games/${table.gameId}/rematch` });
    assert.equal(anonymous.statusCode, 401);
  });
});
