import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import { reportLine } from "../../src/proofs/report-line.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { gameAudit } from "../support/game-audit.ts";
import { playToEnd, RANDOM_PLAY_LIMITS, readState, seatPlayers, startGame } from "../support/play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";
import { act } from "./games-support.ts";

describe("GET /plugins", () => {
  test("lists every registered game, in the registry's order, with limits and action types", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "GET", url: "/api/v1/plugins" });
    const plugins = json<{ plugins: { id: string; min_players: number; action_types: string[] }[] }>(
      res,
    ).plugins;
    assert.deepEqual(
      plugins.map((p) => p.id),
      GAME_PLUGINS.map((p) => p.id),
    );
    assert.deepEqual(plugins[0]?.action_types, GAME_PLUGINS[0]?.action_types);
  });
});

describe("POST /sessions/{id}/games", () => {
  test("starts a game: record shape, seats in join order, session InGame", async (t) => {
    const { app } = await createTestApp(t);
    const table = await seatPlayers(app, 2);
    const res = await call(app, table.players[0] as string, "POST", `/sessions/${table.sessionId}/games`, {
      plugin_id: "tic-tac-toe",
    });
    assert.equal(res.statusCode, 201);
    const game = json<{
      status: string;
      version: number;
      players: { participant_id: string; seat: number }[];
    }>(res);
    assert.equal(game.status, "running");
    assert.equal(game.version, 1);
    assert.deepEqual(
      game.players.map((p) => p.participant_id),
      table.participantIds,
    );
    const session = json<{ status: string }>(
      await call(app, table.players[0] as string, "GET", `/sessions/${table.sessionId}`),
    );
    assert.equal(session.status, "InGame");
  });

  test("host only, known plugin, player limits, legal status", async (t) => {
    const { app } = await createTestApp(t);
    const table = await seatPlayers(app, 3);
    const [host, other] = table.players as [string, string];
    const url = `/sessions/${table.sessionId}/games`;
    const notHost = await call(app, other, "POST", url, { plugin_id: "pig" });
    assert.equal(json(notHost).code, "not_host");
    const optioned = await call(app, host, "POST", url, { plugin_id: "pig", options: { match_to: 3 } });
    assert.equal(optioned.statusCode, 400, "pig takes no options");
    assert.equal(json(optioned).code, "invalid_request");
    const unknown = await call(app, host, "POST", url, { plugin_id: "chess" });
    assert.equal(unknown.statusCode, 404);
    assert.equal(json(unknown).code, "plugin_not_found");
    const tooMany = await call(app, host, "POST", url, { plugin_id: "tic-tac-toe" });
    assert.equal(tooMany.statusCode, 409);
    assert.equal(json(tooMany).code, "too_many_players");
    const alone = await seatPlayers(app, 1);
    const notEnough = await call(
      app,
      alone.players[0] as string,
      "POST",
      `/sessions/${alone.sessionId}/games`,
      {
        plugin_id: "yacht",
      },
    );
    assert.equal(json(notEnough).code, "not_enough_players");
    assert.equal((await call(app, host, "POST", url, { plugin_id: "pig" })).statusCode, 201);
    const again = await call(app, host, "POST", url, { plugin_id: "pig" });
    assert.equal(json(again).code, "invalid_session_status");
    const missing = await call(app, host, "POST", url, {});
    assert.equal(missing.statusCode, 400);
  });

  test("late joiners become spectators: they read state but cannot act", async (t) => {
    const { app } = await createTestApp(t);
    const { gameId, inviteCode, participantIds } = await startGame(app, "tic-tac-toe", 2, { max_players: 3 });
    const late = await guest(app, "Late");
    const joined = json<{ participant: { role: string } }>(
      await call(app, late, "POST", "/sessions/join", { invite_code: inviteCode }),
    );
    assert.equal(joined.participant.role, "spectator");
    const state = await readState(app, late, gameId);
    assert.deepEqual(
      state.players.map((p) => p.participant_id),
      participantIds,
    );
    assert.deepEqual(state.allowed_actions, []);
    const res = await act(app, late, gameId, { action_type: "choose_cell", payload: { cell: 0 } });
    assert.equal(res.statusCode, 403);
    assert.equal(json(res).code, "not_a_player");
    const outsider = await act(app, await guest(app), gameId, {
      action_type: "choose_cell",
      payload: { cell: 0 },
    });
    assert.equal(json(outsider).code, "not_participant");
  });
});

describe("game options", () => {
  test("backgammon starts as a game of a match, verifies with its options, and hands the score to the rematch", async (t) => {
    const { app, store } = await createTestApp(t, RANDOM_PLAY_LIMITS);
    const table = await seatPlayers(app, 2);
    const host = table.players[0] as string;
    const url = `/sessions/${table.sessionId}/games`;
    const odd = await call(app, host, "POST", url, { plugin_id: "backgammon", options: { match_to: 4 } });
    assert.equal(json(odd).code, "invalid_request");
    const started = await call(app, host, "POST", url, { plugin_id: "backgammon", options: { match_to: 3 } });
    assert.equal(started.statusCode, 201);
    const gameId = json<{ id: string }>(started).id;
    const { state } = await playToEnd(app, table, gameId);
    const board = state.board;
    assert.ok(board.kind === "backgammon" && board.match);
    assert.equal(board.match.to, 3);
    const verified = verifyGameLog(await gameAudit(store, gameId));
    assert.deepEqual(verified.problems, []);
    assert.deepEqual(verified.options, { match_to: 3 });
    assert.match(reportLine(verified), /Options: \{"match_to":3\}\.$/);

    const rematch = await call(app, host, "POST", `/games/${gameId}/rematch`);
    assert.equal(rematch.statusCode, 201);
    const next = await readState(app, host, json<{ id: string }>(rematch).id);
    assert.ok(next.board.kind === "backgammon" && next.board.match);
    const carried = next.board.match;
    const over = Math.max(...board.match.score) >= 3;
    assert.deepEqual(carried.score, over ? [0, 0] : [...board.match.score].reverse(), "seats turn round");
  });
});
