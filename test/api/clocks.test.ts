import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { App } from "../../api/create-app.ts";
import { readState, seatPlayers, startGame } from "../support/play.ts";
import {
  buildTestApp,
  call,
  closeTestApp,
  createTestApp,
  createTestClock,
  json,
  testConfig,
} from "../support/test-app.ts";
import { createTestDatabase } from "../support/test-store.ts";

const BANK = { kind: "bank", initial_seconds: 600, increment_seconds: 10 };

/** A tic-tac-toe cell for whoever is to move. */
async function place(app: App, auth: string, gameId: string, cell: number) {
  const res = await call(app, auth, "POST", `/games/${gameId}/actions`, {
    action_id: randomUUID(),
    action_type: "choose_cell",
    payload: { cell },
  });
  assert.equal(res.statusCode, 200, res.body);
}

describe("clocks", () => {
  test("a bank clock runs only on its owner's turn, and each of their moves adds the increment", async (t) => {
    const { app, clock } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2, { time_control: BANK });
    const [ann, bob] = players as [string, string];
    const start = await readState(app, ann, gameId);
    assert.deepEqual(
      start.players.map((p) => p.clock),
      [
        { remaining_ms: 600_000, running: true },
        { remaining_ms: 600_000, running: false },
      ],
    );
    assert.equal(start.turn?.deadline, new Date(clock.now() + 600_000).toISOString());
    clock.advance(100_000);
    await place(app, ann, gameId, 4);
    const second = await readState(app, bob, gameId);
    assert.deepEqual(second.players[0]?.clock, { remaining_ms: 510_000, running: false });
    assert.deepEqual(second.players[1]?.clock, { remaining_ms: 600_000, running: true });
    clock.advance(30_000);
    await place(app, bob, gameId, 0);
    const third = await readState(app, ann, gameId);
    assert.deepEqual(third.players[0]?.clock, { remaining_ms: 510_000, running: true });
    assert.deepEqual(third.players[1]?.clock, { remaining_ms: 580_000, running: false });
    assert.equal(third.turn?.deadline, new Date(clock.now() + 510_000).toISOString());
  });

  test("a bank that runs out loses the game by default, rated as a loss", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const { gameId, players, participantIds } = await startGame(app, "tic-tac-toe", 2, {
      time_control: BANK,
    });
    const session = json<{ on_timeout: string }>(
      await call(
        app,
        players[0] as string,
        "GET",
        `/sessions/${(await readState(app, players[0] as string, gameId)).session_id}`,
      ),
    );
    assert.equal(session.on_timeout, "forfeit");
    clock.advance(600_000);
    assert.equal(await core.clocks.expireDueTurns(), 1);
    const end = await readState(app, players[1] as string, gameId);
    assert.equal(end.status, "finished");
    assert.deepEqual(end.winners, [participantIds[1]]);
    assert.equal(end.players[0]?.forfeited, true);
    const history = json<{ games: { result: string }[] }>(
      await call(app, players[0] as string, "GET", "/users/me/games"),
    );
    assert.deepEqual(
      history.games.map((g) => g.result),
      ["loss"],
    );
    const verified = json<{ verified: boolean }>(
      await call(app, players[0] as string, "GET", `/games/${gameId}/replay`),
    );
    assert.equal(verified.verified, true);
  });

  test("a bank that runs out under a stand-in is empty, and a returning player gets a tenth back", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const { gameId, players } = await startGame(app, "tic-tac-toe", 2, {
      time_control: BANK,
      on_timeout: "stand_in",
    });
    clock.advance(600_000);
    await core.clocks.expireDueTurns();
    const stood = await readState(app, players[1] as string, gameId);
    assert.deepEqual(stood.players[0]?.clock, { remaining_ms: 0, running: false });
    const back = json<{ players: { clock: unknown }[] }>(
      await call(app, players[0] as string, "POST", `/games/${gameId}/reclaim`),
    );
    assert.deepEqual(back.players[0]?.clock, { remaining_ms: 60_000, running: false });
  });

  test("a bank the rules' timeout emptied gets a tenth back, so later turns do not time out at once", async (t) => {
    const { app, core, clock } = await createTestApp(t);
    const bank = { kind: "bank", initial_seconds: 600, increment_seconds: 0 };
    const { gameId, players } = await startGame(app, "pig", 2, { time_control: bank, on_timeout: "rules" });
    clock.advance(600_000);
    assert.equal(await core.clocks.expireDueTurns(), 1);
    const after = await readState(app, players[1] as string, gameId);
    assert.deepEqual(after.players[0]?.clock, { remaining_ms: 60_000, running: false });
  });

  test("a days clock gives each move its days; move is the old turn_seconds", async (t) => {
    const { app, clock } = await createTestApp(t);
    const days = await startGame(app, "pig", 2, { time_control: { kind: "days", days_per_move: 3 } });
    const state = await readState(app, days.players[0] as string, days.gameId);
    assert.equal(state.turn?.deadline, new Date(clock.now() + 3 * 86_400_000).toISOString());
    assert.deepEqual(state.players[1]?.clock, { remaining_ms: 3 * 86_400_000, running: false });
    const table = await seatPlayers(app, 2, { time_control: { kind: "move", seconds: 45 } });
    const session = json<{ turn_seconds: number; time_control: unknown; on_timeout: string }>(
      await call(app, table.players[0] as string, "GET", `/sessions/${table.sessionId}`),
    );
    assert.equal(session.turn_seconds, 45);
    assert.deepEqual(session.time_control, { kind: "move", seconds: 45 });
    assert.equal(session.on_timeout, "rules");
  });

  test("clock requests that cannot work are refused with a code", async (t) => {
    const { app } = await createTestApp(t);
    const table = await seatPlayers(app, 2);
    const host = table.players[0] as string;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ time_control: { kind: "move", seconds: 30 }, turn_seconds: 60 }, 400, "invalid_request"],
      [{ on_timeout: "stand_in" }, 400, "invalid_request"],
      [{ time_control: { kind: "days", days_per_move: 30 } }, 400, "invalid_request"],
      [{ time_control: { kind: "bank", initial_seconds: 600 } }, 400, "invalid_request"],
      [{ time_control: { kind: "move", seconds: 30 }, on_timeout: "later" }, 400, "invalid_request"],
    ];
    for (const [body, status, code] of cases) {
      const res = await call(app, host, "POST", `/sessions/${table.sessionId}/games`, {
        plugin_id: "pig",
        ...body,
      });
      assert.equal(res.statusCode, status, JSON.stringify(body));
      assert.equal(json<{ code: string }>(res).code, code, JSON.stringify(body));
    }
  });

  test("a clock survives a restart: the store and core closed, new ones over the same database keep the bank and its deadline", async (t) => {
    const database = await createTestDatabase();
    const config = testConfig();
    const clock = createTestClock();
    const lives: Awaited<ReturnType<typeof buildTestApp>>[] = [];
    /** A process's start: a new store, core and API, nothing in memory from the one before. */
    const start = async () => {
      const life = await buildTestApp({ config, store: await database.open(), clock });
      lives.push(life);
      return life;
    };
    /** A process's end: the API, then the core and its store, as api/main.ts closes them. */
    const stop = async (life: (typeof lives)[number]) => {
      lives.splice(lives.indexOf(life), 1);
      await closeTestApp(life.app);
      await life.core.close();
    };
    t.after(async () => {
      for (const life of [...lives]) await stop(life);
      await database.remove();
    });
    const before = await start();
    const { gameId, players } = await startGame(before.app, "tic-tac-toe", 2, { time_control: BANK });
    clock.advance(200_000);
    await place(before.app, players[0] as string, gameId, 4);
    await stop(before);

    const after = await start();
    clock.advance(599_999);
    assert.equal(await after.core.clocks.expireDueTurns(), 0);
    clock.advance(1);
    assert.equal(await after.core.clocks.expireDueTurns(), 1);
    const end = await readState(after.app, players[0] as string, gameId);
    assert.equal(end.status, "finished");
    assert.deepEqual(end.players[0]?.clock, { remaining_ms: 410_000, running: false });
  });
});
