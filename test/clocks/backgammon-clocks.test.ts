import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, type TestContext, test } from "node:test";
import type { BoardOf, StateDocument } from "../../src/games/registry.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { gameAudit } from "../support/game-audit.ts";
import { playToEnd, RANDOM_PLAY_LIMITS, readState, seatPlayers } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

const BANK = { kind: "bank", initial_seconds: 600, increment_seconds: 10 };

type Board = BoardOf<"backgammon">;

/** A backgammon (or `plugin_id`) game of two guests under `clock` (session fields), started with the game's `options`. */
async function begin(
  t: TestContext,
  clock: Record<string, unknown>,
  options: Record<string, unknown> = {},
  plugin_id = "backgammon",
) {
  const made = await createTestApp(t, RANDOM_PLAY_LIMITS);
  const table = await seatPlayers(made.app, 2, clock);
  const res = await call(made.app, table.players[0] as string, "POST", `/sessions/${table.sessionId}/games`, {
    plugin_id,
    options,
  });
  assert.equal(res.statusCode, 201, res.body);
  const gameId = json<{ id: string }>(res).id;
  /** The player of `seat`'s action, which must be applied; answers their state document. */
  const act = async (seat: number, action_type: string, payload: Record<string, unknown> = {}) => {
    const body = { action_id: randomUUID(), action_type, payload };
    const moved = await call(
      made.app,
      table.players[seat] as string,
      "POST",
      `/games/${gameId}/actions`,
      body,
    );
    assert.equal(moved.statusCode, 200, moved.body);
    return json<{ state: StateDocument }>(moved).state;
  };
  /** The state as `seat`'s player sees it (their allowed actions); the first seat's by default. */
  const read = (seat = 0) => readState(made.app, table.players[seat] as string, gameId);
  /** The state as the player to move sees it. */
  const readMover = async () => read(moverOf(await read()));
  return { ...made, table, gameId, act, read, readMover };
}

const boardOf = (state: StateDocument): Board => {
  assert.equal(state.board.kind, "backgammon");
  return state.board as Board;
};

/** Every checker of both sides accounted for: on the points, on the bar (backgammon) or borne off, 15 a side. */
function assertWhole(board: Pick<Board, "points" | "off"> & { bar?: readonly number[] }): void {
  const first = board.points.filter((n) => n > 0).reduce((a, b) => a + b, 0);
  const second = -board.points.filter((n) => n < 0).reduce((a, b) => a + b, 0);
  assert.equal(first + (board.bar?.[0] ?? 0) + (board.off[0] ?? 0), 15, JSON.stringify(board));
  assert.equal(second + (board.bar?.[1] ?? 0) + (board.off[1] ?? 0), 15, JSON.stringify(board));
}

/** The first legal checker move listed for the mover. */
function firstStep(state: StateDocument): Record<string, unknown> {
  const step = state.allowed_actions.find((a) => a.action_type === "move_checker")?.payloads?.[0];
  assert.ok(step, `a checker can move: ${JSON.stringify(state)}`);
  return step;
}

/** The seat to move, as `state` names it. */
const moverOf = (state: StateDocument) => state.turn?.seat as number;

/** Plays the mover's whole turn by the first listed steps, then confirms it. */
async function playTurn(
  act: (seat: number, type: string, p?: Record<string, unknown>) => Promise<StateDocument>,
  state: StateDocument,
) {
  const seat = moverOf(state);
  let mine = state;
  while (mine.allowed_actions.some((a) => a.action_type === "move_checker"))
    mine = await act(seat, "move_checker", firstStep(mine));
  return act(seat, "confirm_turn");
}

describe("backgammon under a clock", () => {
  test("a bank that runs out after one checker of a turn loses on time: the half-built turn is kept whole, the game verifies, and the match is lost", async (t) => {
    const { app, core, clock, store, gameId, act, read, readMover, table } = await begin(
      t,
      { time_control: BANK },
      { match_to: 3, score: [1, 0] },
    );
    const opening = await readMover();
    const seat = moverOf(opening);
    const half = await act(seat, "move_checker", firstStep(opening));
    assert.equal(boardOf(half).moves_left.length, 1, "one die of the turn is still to play");
    clock.advance(600_000);
    assert.equal(await core.clocks.expireDueTurns(), 1);
    const end = await read();
    assert.equal(end.status, "finished");
    assert.deepEqual(end.winners, [table.participantIds[1 - seat]]);
    assert.equal(end.players[seat]?.forfeited, true);
    assert.deepEqual(boardOf(end).points, boardOf(half).points, "the timeout moved no checker");
    assertWhole(boardOf(end));
    assert.deepEqual(verifyGameLog(await gameAudit(store, gameId)).problems, []);
    // Losing on time loses the match, so the rematch starts a new one rather than carrying 1–0 on.
    const rematch = await call(app, table.players[0] as string, "POST", `/games/${gameId}/rematch`);
    assert.equal(rematch.statusCode, 201, rematch.body);
    const next = await readState(app, table.players[0] as string, json<{ id: string }>(rematch).id);
    assert.deepEqual(boardOf(next).match, { to: 3, score: [0, 0], crawford: false });
  });

  test("a stand-in finishes a turn its player left half-built, the player reclaims the seat, and the game plays on to a verified end", async (t) => {
    const { app, core, clock, store, gameId, act, read, readMover, table } = await begin(t, {
      time_control: BANK,
      on_timeout: "stand_in",
    });
    const opening = await readMover();
    const seat = moverOf(opening);
    const dice = boardOf(opening).moves_left.length;
    const half = await act(seat, "move_checker", firstStep(opening));
    clock.advance(600_000);
    for (let sweeps = 0; moverOf(await read()) === seat; sweeps++) {
      assert.ok(sweeps < dice + 2, "the stand-in ends the turn");
      assert.ok((await core.clocks.expireDueTurns()) >= 1);
    }
    const after = await read();
    const turn = boardOf(after).last_turn;
    assert.equal(turn?.moves.length, dice, "the player's checker and the stand-in's make one turn");
    assert.deepEqual(turn?.moves[0], boardOf(half).played?.[0]);
    assertWhole(boardOf(after));
    assert.deepEqual(after.players[seat]?.stand_in, { strength: "hard" });
    const back = await call(app, table.players[seat] as string, "POST", `/games/${gameId}/reclaim`);
    assert.equal(back.statusCode, 200, back.body);
    await playToEnd(app, table, gameId);
    assert.deepEqual(verifyGameLog(await gameAudit(store, gameId)).problems, []);
  });

  test("a double on offer when the taker's time runs out: the rules drop it, a stand-in takes or drops it, a forfeit ends the game", async (t) => {
    for (const on_timeout of ["rules", "stand_in", "forfeit"] as const) {
      const { app, core, clock, store, gameId, act, read, readMover, table } = await begin(t, {
        time_control: BANK,
        on_timeout,
      });
      const doubler = 1 - moverOf(await read());
      const second = await playTurn(act, await readMover());
      assert.equal(moverOf(second), doubler);
      const offered = await act(doubler, "offer_double");
      const taker = 1 - doubler;
      assert.equal(moverOf(offered), taker, `${on_timeout}: the taker's clock runs`);
      // The taker's bank holds the increment of the turn they ended, too.
      clock.advance(610_000);
      assert.equal(await core.clocks.expireDueTurns(), 1);
      const after = await read();
      const board = boardOf(after);
      assertWhole(board);
      if (on_timeout === "stand_in" && after.status === "running") {
        assert.deepEqual(board.cube, { value: 2, owner: taker }, "the stand-in took");
        assert.equal(moverOf(after), doubler, "the doubler rolls on");
        await playToEnd(app, table, gameId);
      } else {
        assert.equal(after.status, "finished", on_timeout);
        assert.deepEqual(after.winners, [table.participantIds[doubler]], on_timeout);
      }
      assert.deepEqual(verifyGameLog(await gameAudit(store, gameId)).problems, [], on_timeout);
    }
  });
});

describe("long nardy under a clock", () => {
  test("a turn left half-built is finished by the rules' timeout, then by a stand-in, and the game verifies", async (t) => {
    for (const on_timeout of ["rules", "stand_in"] as const) {
      const { app, core, clock, store, gameId, act, read, readMover, table } = await begin(
        t,
        { time_control: BANK, on_timeout },
        {},
        "long-nardy",
      );
      const opening = await readMover();
      const seat = moverOf(opening);
      const half = await act(seat, "move_checker", firstStep(opening));
      clock.advance(600_000);
      for (let sweeps = 0; moverOf(await read()) === seat; sweeps++) {
        assert.ok(sweeps < 5, `${on_timeout}: the turn ends`);
        assert.ok((await core.clocks.expireDueTurns()) >= 1);
      }
      const board = (await read()).board as BoardOf<"long-nardy">;
      assertWhole(board);
      const played = (half.board as BoardOf<"long-nardy">).played;
      assert.deepEqual(board.last_turn?.steps[0], played[0], `${on_timeout}: the player's step stays first`);
      await playToEnd(app, table, gameId);
      assert.deepEqual(verifyGameLog(await gameAudit(store, gameId)).problems, [], on_timeout);
    }
  });
});
