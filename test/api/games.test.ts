import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { findChainBreak } from "../../src/audit/audit-log.ts";
import { verifyGameLog } from "../../src/play/verify-game.ts";
import { gameAudit } from "../support/game-audit.ts";
import { playToEnd, readState, seatPlayers, startGame } from "../support/play.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

const act = (app: Parameters<typeof call>[0], auth: string, gameId: string, body: object, headers = {}) =>
  call(app, auth, "POST", `/games/${gameId}/actions`, { action_id: randomUUID(), ...body }, headers);

describe("GET /plugins", () => {
  test("lists every game with limits and action types", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "GET", url: "/api/v1/plugins" });
    const plugins = json<{ plugins: { id: string; min_players: number; action_types: string[] }[] }>(
      res,
    ).plugins;
    assert.deepEqual(
      plugins.map((p) => p.id),
      ["tic-tac-toe", "pig", "yacht", "snakes-and-ladders", "ludo", "liars-dice"],
    );
    assert.deepEqual(plugins[0]?.action_types, ["choose_cell"]);
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

describe("turn timers", () => {
  test("a timed-out turn gets the plugin's timeout action by the system, from stored deadlines", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const { gameId, players, sessionId } = await startGame(app, "tic-tac-toe", 2, { turn_seconds: 30 });
    const host = players[0] as string;
    const before = await readState(app, host, gameId);
    assert.equal(before.turn?.deadline, new Date(clock.now() + 30_000).toISOString());
    clock.advance(29_000);
    assert.equal(await core.games.expireDueTurns(), 0);
    await call(app, host, "POST", `/sessions/${sessionId}/pause`);
    clock.advance(60_000);
    assert.equal(await core.games.expireDueTurns(), 0);
    await call(app, host, "POST", `/sessions/${sessionId}/resume`);
    assert.equal(
      (await readState(app, host, gameId)).turn?.deadline,
      new Date(clock.now() + 1000).toISOString(),
    );
    clock.advance(1000);
    assert.equal(await core.games.expireDueTurns(), 1);
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
