import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { App } from "../../api/create-app.ts";
import { readState, startGame } from "../support/play.ts";
import { call, createRacingTestApps, createTestApp, json } from "../support/test-app.ts";

const MOVE_30 = { kind: "move", seconds: 30 };

interface Entry {
  readonly actor: string;
  readonly channel: string;
  readonly kind: string;
  readonly version?: number;
  readonly payload?: Record<string, unknown>;
}

async function auditOf(app: App, auth: string, gameId: string): Promise<Entry[]> {
  return json<{ entries: Entry[] }>(await call(app, auth, "GET", `/games/${gameId}/audit`)).entries;
}

function move(
  app: App,
  auth: string,
  gameId: string,
  action_type: string,
  payload: Record<string, unknown> = {},
) {
  return call(app, auth, "POST", `/games/${gameId}/actions`, {
    action_id: randomUUID(),
    action_type,
    payload,
  });
}

describe("stand-ins", () => {
  test("a stand-in plays the absent seat until its player reclaims it or moves", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const table = await startGame(app, "pig", 2, { time_control: MOVE_30, on_timeout: "stand_in" });
    const [ann, bob] = table.players as [string, string];
    const seatOf = async () => (await readState(app, bob, table.gameId)).turn?.seat;
    const standInTurn = async () => {
      while ((await seatOf()) === 0) assert.equal(await core.clocks.expireDueTurns(), 1);
    };
    const bobTurn = async () => {
      assert.equal((await move(app, bob, table.gameId, "roll_dice")).statusCode, 200);
      if ((await seatOf()) === 1) assert.equal((await move(app, bob, table.gameId, "pass")).statusCode, 200);
    };
    clock.advance(30_000);
    await standInTurn();
    const stood = await readState(app, bob, table.gameId);
    assert.deepEqual(stood.players[0]?.stand_in, { strength: "hard" });
    const played = (await auditOf(app, ann, table.gameId)).filter((e) => e.channel === "stand_in");
    assert.ok(played.length >= 1);
    assert.ok(
      played.every((e) => e.actor === "system" && e.payload?.stand_in_for === table.participantIds[0]),
    );

    await bobTurn();
    await standInTurn();
    await bobTurn();
    assert.equal(await seatOf(), 0);
    const back = json<{ players: { stand_in: unknown }[]; turn: { deadline: string } }>(
      await call(app, ann, "POST", `/games/${table.gameId}/reclaim`),
    );
    assert.equal(back.players[0]?.stand_in, null);
    assert.equal(back.turn.deadline, new Date(clock.now() + 30_000).toISOString(), "a fresh turn");
    assert.equal(await core.clocks.expireDueTurns(), 0, "nobody moves for a player who is back");

    clock.advance(30_000);
    await standInTurn();
    await bobTurn();
    assert.deepEqual((await readState(app, ann, table.gameId)).players[0]?.stand_in, { strength: "hard" });
    assert.equal(
      (await move(app, ann, table.gameId, "roll_dice")).statusCode,
      200,
      "a plain move takes it back",
    );
    assert.equal((await readState(app, ann, table.gameId)).players[0]?.stand_in, null);

    const metrics = (await app.inject({ method: "GET", url: "/metrics" })).body;
    assert.match(metrics, /game_timeouts_total\{outcome="stand_in"\} 2/);
    assert.match(metrics, /stand_in_moves_total [1-9]/);
    assert.match(metrics, /seat_reclaims_total 2/);
  });

  test("a stand-in never wins rating points for the absent player", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const table = await startGame(app, "tic-tac-toe", 2, { time_control: MOVE_30, on_timeout: "stand_in" });
    const [ann, bob] = table.players as [string, string];
    clock.advance(30_000);
    await core.clocks.expireDueTurns();
    for (let i = 0; i < 9; i++) {
      const state = await readState(app, bob, table.gameId);
      if (state.status !== "running") break;
      if (state.turn?.seat === 1) {
        const cells = (state.board as unknown as { cells: (string | null)[] }).cells;
        await move(app, bob, table.gameId, "choose_cell", { cell: cells.indexOf(null) });
      } else await core.clocks.expireDueTurns();
    }
    const end = await readState(app, bob, table.gameId);
    assert.deepEqual(end.winners, [table.participantIds[0]], "the hard stand-in beats first-free play");
    const annGames = json<{ games: unknown[] }>(await call(app, ann, "GET", "/users/me/games")).games;
    const bobGames = json<{ games: { result: string }[] }>(
      await call(app, bob, "GET", "/users/me/games"),
    ).games;
    assert.deepEqual(annGames, [], "a stood-in seat that did not lose is not rated");
    assert.deepEqual(
      bobGames.map((g) => g.result),
      ["loss"],
    );
    const replay = json<{ verified: boolean }>(await call(app, ann, "GET", `/games/${table.gameId}/replay`));
    assert.equal(replay.verified, true);
  });

  test("three missed turns in a row at a table of three bring a stand-in, whatever on_timeout says", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const table = await startGame(app, "pig", 3, { time_control: MOVE_30 });
    const host = table.players[0] as string;
    for (let miss = 0; miss < 6; miss++) {
      clock.advance(30_000);
      assert.equal(await core.clocks.expireDueTurns(), 1);
    }
    assert.deepEqual(
      (await readState(app, host, table.gameId)).players.map((p) => p.stand_in),
      [null, null, null],
    );
    clock.advance(30_000);
    await core.clocks.expireDueTurns();
    const state = await readState(app, host, table.gameId);
    assert.deepEqual(state.players[0]?.stand_in, { strength: "hard" });
    assert.equal(state.players[1]?.stand_in, null);
  });

  test("forfeit at a table of three removes the seat; the last player standing wins", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const table = await startGame(app, "pig", 3, { time_control: MOVE_30, on_timeout: "forfeit" });
    const [ann, bob, cid] = table.players as [string, string, string];
    clock.advance(30_000);
    await core.clocks.expireDueTurns();
    const after = await readState(app, bob, table.gameId);
    assert.equal(after.status, "running");
    assert.deepEqual(
      after.players.map((p) => p.forfeited),
      [true, false, false],
    );
    const refused = await move(app, ann, table.gameId, "roll_dice");
    assert.equal(json<{ code: string }>(refused).code, "seat_forfeited");
    clock.advance(30_000);
    await core.clocks.expireDueTurns();
    const end = await readState(app, cid, table.gameId);
    assert.equal(end.status, "finished");
    assert.deepEqual(end.winners, [table.participantIds[2]]);
    for (const [auth, result] of [
      [ann, "loss"],
      [bob, "loss"],
      [cid, "win"],
    ] as const) {
      const games = json<{ games: { result: string }[] }>(
        await call(app, auth, "GET", "/users/me/games"),
      ).games;
      assert.deepEqual(
        games.map((g) => g.result),
        [result],
      );
    }
    const replay = json<{ verified: boolean }>(await call(app, ann, "GET", `/games/${table.gameId}/replay`));
    assert.equal(replay.verified, true);
  });

  test("two processes racing one timeout settle it once", async (t) => {
    const { app, core, rival, clock, tries } = await createRacingTestApps(t);
    const table = await startGame(app, "pig", 2, { time_control: MOVE_30, on_timeout: "stand_in" });
    clock.advance(30_000);
    const [mineBefore, theirsBefore] = tries();
    const settled = await Promise.all([
      core.clocks.expireDueTurns(),
      rival.clocks.expireDueTurns(),
      core.clocks.expireDueTurns(),
      rival.clocks.expireDueTurns(),
    ]);
    const [mineAfter, theirsAfter] = tries();
    assert.ok(mineAfter > mineBefore && theirsAfter > theirsBefore, "both processes tried to settle it");
    const entries = await auditOf(app, table.players[0] as string, table.gameId);
    const versions = entries.flatMap((e) => (e.kind === "action" ? [e.version] : []));
    assert.equal(new Set(versions).size, versions.length, "no version was written twice");
    assert.ok(settled.reduce((a, b) => a + b, 0) >= 1);
    const state = await readState(app, table.players[1] as string, table.gameId);
    assert.deepEqual(state.players[0]?.stand_in, { strength: "hard" });
  });
});
