import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { LADDERS, SNAKES } from "./milton-bradley-board.ts";
import { type SnakesAndLaddersState, snakesAndLadders } from "./snakes-and-ladders.ts";
import type { TrackBoard } from "./track-board.ts";

const fresh = (players = 2): SnakesAndLaddersState => snakesAndLadders.setup(seats(players), scriptedRng([]));
const at = (positions: number[], turn = 0): SnakesAndLaddersState => ({
  ...fresh(positions.length),
  positions,
  turn,
});
const roll = (state: SnakesAndLaddersState, actor: string, face: number) =>
  play(snakesAndLadders, state, actor, action("roll_dice"), scriptedRng([face]));

function board(state: SnakesAndLaddersState): TrackBoard {
  const described = snakesAndLadders.view(state, null).board;
  assert.equal(described.kind, "track");
  return described as TrackBoard;
}

describe("snakes and ladders", () => {
  it("starts everyone off the board with only roll_dice", () => {
    const state = fresh(4);
    assert.equal(board(state).size, 10);
    assert.deepEqual(board(state).positions, [0, 0, 0, 0]);
    assert.equal(board(state).last_roll, null);
    assert.deepEqual(snakesAndLadders.view(state, "p0").allowed_actions, [{ action_type: "roll_dice" }]);
    assert.deepEqual(snakesAndLadders.view(state, "p3").allowed_actions, []);
    assert.throws(() => snakesAndLadders.setup(seats(1), scriptedRng([])), RangeError);
    assert.throws(() => snakesAndLadders.setup(seats(7), scriptedRng([])), RangeError);
  });

  it("uses the Milton Bradley board, with no square both a start and an end", () => {
    assert.equal(LADDERS.length, 9);
    assert.equal(SNAKES.length, 10);
    const starts = new Set([...LADDERS, ...SNAKES].map(([from]) => from));
    assert.equal(starts.size, 19);
    for (const [from, to] of LADDERS) assert.ok(from < to && !starts.has(to));
    for (const [from, to] of SNAKES) assert.ok(from > to && to >= 1 && !starts.has(to));
    assert.deepEqual(board(fresh()).ladders, LADDERS);
    assert.deepEqual(board(fresh()).snakes, SNAKES);
  });

  it("moves by the roll and passes the turn, even on a 6", () => {
    const state = roll(fresh(), "p0", 6);
    assert.deepEqual(board(state).positions, [6, 0]);
    assert.equal(board(state).last_roll, 6);
    assert.equal(snakesAndLadders.view(state, null).turn, 1);
    assert.deepEqual(snakesAndLadders.view(state, null).scores, [6, 0]);
  });

  it("climbs ladders and slides down snakes", () => {
    assert.deepEqual(board(roll(fresh(), "p0", 1)).positions, [38, 0]);
    assert.deepEqual(board(roll(at([10, 0]), "p0", 6)).positions, [6, 0]);
    assert.deepEqual(board(roll(at([0, 92], 1), "p1", 6)).positions, [0, 78]);
  });

  it("stays put when the roll overshoots 100", () => {
    const state = roll(at([97, 50]), "p0", 4);
    assert.deepEqual(board(state).positions, [97, 50]);
    assert.equal(board(state).last_roll, 4);
    assert.equal(snakesAndLadders.view(state, null).turn, 1);
    assert.deepEqual(snakesAndLadders.outcome(state), { status: "running" });
  });

  it("wins on an exact roll to 100 or the ladder from 80", () => {
    const exact = roll(at([97, 50]), "p0", 3);
    assert.deepEqual(snakesAndLadders.outcome(exact), { status: "finished", winners: ["p0"] });
    assert.equal(snakesAndLadders.view(exact, null).turn, null);
    assert.deepEqual(snakesAndLadders.view(exact, "p1").allowed_actions, []);
    const ladder = roll(at([10, 78, 3], 1), "p1", 2);
    assert.deepEqual(board(ladder).positions, [10, 100, 3]);
    assert.deepEqual(snakesAndLadders.outcome(ladder), { status: "finished", winners: ["p1"] });
  });

  it("skips the turn on timeout", () => {
    const state = at([12, 30, 40], 2);
    const skipped = play(snakesAndLadders, state, "system", snakesAndLadders.timeoutAction(state));
    assert.deepEqual(board(skipped).positions, [12, 30, 40]);
    assert.equal(snakesAndLadders.view(skipped, null).turn, 0);
  });

  it("rejects every illegal action with its code", () => {
    const state = fresh();
    refuse(snakesAndLadders, state, "p1", action("roll_dice"), "not_your_turn");
    refuse(snakesAndLadders, state, "p0", action("pass"), "invalid_action");
    refuse(snakesAndLadders, state, "p0", action("choose_cell", { cell: 3 }), "invalid_action");
    refuse(snakesAndLadders, state, "p0", action("forfeit"), "invalid_action");
    refuse(
      snakesAndLadders,
      state,
      "p0",
      { action_type: "roll_dice", payload: 7 as never },
      "invalid_payload",
    );
    const won = roll(at([99, 0]), "p0", 1);
    refuse(snakesAndLadders, won, "p1", action("roll_dice"), "game_over");
  });
});
