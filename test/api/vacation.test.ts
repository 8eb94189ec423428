import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { readState, seatPlayers, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

const DAY = 86_400_000;
const DAYS_2 = { kind: "days", days_per_move: 2 };

describe("vacation", () => {
  test("a vacation pauses the mover's days clock, everyone sees it, and ending it restarts the clock", async (t) => {
    const { app, clock } = await createTestApp(t);
    const table = await startGame(app, "pig", 2, { time_control: DAYS_2 });
    const [ann, bob] = table.players as [string, string];
    const start = clock.now();
    clock.advance(DAY / 2);
    const until = new Date(clock.now() + 3 * DAY).toISOString();
    const set = await call(app, ann, "PUT", "/users/me/vacation", { until });
    assert.equal(set.statusCode, 200, set.body);
    assert.deepEqual(json(set), { until, days_left_this_year: 27 });
    const seen = await readState(app, bob, table.gameId);
    assert.equal(seen.players[0]?.vacation_until, until);
    assert.equal(
      seen.turn?.deadline,
      new Date(Date.parse(until) + 1.5 * DAY).toISOString(),
      "the time left waits",
    );

    clock.advance(DAY);
    const ended = json<{ until: null; days_left_this_year: number }>(
      await call(app, ann, "DELETE", "/users/me/vacation"),
    );
    assert.equal(ended.until, null);
    assert.equal(ended.days_left_this_year, 29);
    const after = await readState(app, bob, table.gameId);
    assert.equal(after.players[0]?.vacation_until, null);
    assert.equal(after.turn?.deadline, new Date(clock.now() + 1.5 * DAY).toISOString());
    assert.ok(Date.parse(after.turn?.deadline as string) > start + 2 * DAY);
    assert.equal(
      (await call(app, ann, "DELETE", "/users/me/vacation")).statusCode,
      200,
      "ending none is no error",
    );
  });

  test("a game that starts during a vacation starts the mover's days clock when it ends", async (t) => {
    const { app, clock } = await createTestApp(t);
    const table = await seatPlayers(app, 2, { time_control: DAYS_2 });
    const host = table.players[0] as string;
    const until = new Date(clock.now() + 5 * DAY).toISOString();
    await call(app, host, "PUT", "/users/me/vacation", { until });
    const started = json<{ id: string }>(
      await call(app, host, "POST", `/sessions/${table.sessionId}/games`, { plugin_id: "pig" }),
    );
    const state = await readState(app, host, started.id);
    assert.equal(state.turn?.deadline, new Date(Date.parse(until) + 2 * DAY).toISOString());
    assert.equal(state.players[0]?.vacation_until, until);
  });

  test("a vacation taken while the game is paused holds the days clock when it resumes", async (t) => {
    const { app, clock } = await createTestApp(t);
    const table = await startGame(app, "pig", 2, { time_control: DAYS_2 });
    const [ann, bob] = table.players as [string, string];
    assert.equal((await call(app, ann, "POST", `/sessions/${table.sessionId}/pause`)).statusCode, 200);
    const until = new Date(clock.now() + 5 * DAY).toISOString();
    await call(app, ann, "PUT", "/users/me/vacation", { until });
    clock.advance(DAY);
    await call(app, ann, "POST", `/sessions/${table.sessionId}/resume`);
    const state = await readState(app, bob, table.gameId);
    assert.equal(state.turn?.deadline, new Date(Date.parse(until) + 2 * DAY).toISOString());
  });

  test("at most 14 days at a time and 30 in a year, each refused with its code", async (t) => {
    const { app, clock } = await createTestApp(t);
    const [ann] = (await seatPlayers(app, 2)).players as [string];
    const at = (days: number) => new Date(clock.now() + days * DAY).toISOString();
    const refuse = async (until: string, status: number, code: string) => {
      const res = await call(app, ann, "PUT", "/users/me/vacation", { until });
      assert.equal(res.statusCode, status, res.body);
      assert.equal(json<{ code: string }>(res).code, code);
    };
    await refuse(at(15), 422, "vacation_too_long");
    await refuse(at(-1), 400, "invalid_request");
    await refuse("soon", 400, "invalid_request");
    for (const days of [14, 14]) {
      assert.equal((await call(app, ann, "PUT", "/users/me/vacation", { until: at(days) })).statusCode, 200);
      clock.advance(days * DAY + 1000);
    }
    await refuse(at(3), 422, "vacation_allowance_used");
    assert.equal((await call(app, ann, "PUT", "/users/me/vacation", { until: at(2) })).statusCode, 200);
    const view = json<{ days_left_this_year: number }>(await call(app, ann, "GET", "/users/me/vacation"));
    assert.equal(view.days_left_this_year, 0);
  });
});
