import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import type { DiceRaceBoard } from "./dice-race-board.ts";
import { type PigState, pig } from "./pig.ts";

const fresh = (players = 2): PigState => pig.setup(seats(players), scriptedRng([]));
const roll = (state: PigState, actor: string, face: number) =>
  play(pig, state, actor, action("roll_dice"), scriptedRng([face]));

function board(state: PigState): DiceRaceBoard {
  const described = pig.view(state, null).board;
  assert.equal(described.kind, "dice-race");
  return described as DiceRaceBoard;
}

describe("pig", () => {
  it("starts at zero with only a roll allowed", () => {
    const state = fresh(3);
    assert.deepEqual(board(state), {
      kind: "dice-race",
      target: 100,
      banked: [0, 0, 0],
      turn_total: 0,
      last_roll: null,
    });
    assert.deepEqual(pig.view(state, "p0").allowed_actions, [{ action_type: "roll_dice" }]);
    assert.deepEqual(pig.view(state, "p1").allowed_actions, []);
    assert.throws(() => pig.setup(seats(1), scriptedRng([])), RangeError);
    assert.throws(() => pig.setup(seats(7), scriptedRng([])), RangeError);
  });

  it("adds rolls to the turn total and then allows passing", () => {
    const state = roll(roll(fresh(), "p0", 4), "p0", 6);
    assert.equal(board(state).turn_total, 10);
    assert.equal(board(state).last_roll, 6);
    assert.equal(pig.view(state, null).turn, 0);
    assert.deepEqual(pig.view(state, "p0").allowed_actions, [
      { action_type: "roll_dice" },
      { action_type: "pass" },
    ]);
  });

  it("loses the turn total and the turn on a 1", () => {
    const state = roll(roll(fresh(), "p0", 5), "p0", 1);
    assert.equal(board(state).turn_total, 0);
    assert.equal(board(state).last_roll, 1);
    assert.deepEqual(board(state).banked, [0, 0]);
    assert.equal(pig.view(state, null).turn, 1);
  });

  it("banks on pass and hands the turn on, wrapping round the table", () => {
    let state = play(pig, roll(fresh(3), "p0", 5), "p0", action("pass"));
    assert.deepEqual(pig.view(state, null).scores, [5, 0, 0]);
    assert.equal(board(state).turn_total, 0);
    assert.equal(pig.view(state, null).turn, 1);
    state = roll(state, "p1", 1);
    state = play(pig, roll(state, "p2", 3), "p2", action("pass"));
    assert.equal(pig.view(state, null).turn, 0);
    assert.deepEqual(board(state).banked, [5, 0, 3]);
  });

  it("wins as soon as a bank reaches 100", () => {
    const near: PigState = { ...fresh(), banked: [94, 99] };
    const banked = play(pig, roll(near, "p0", 6), "p0", action("pass"));
    assert.deepEqual(pig.outcome(banked), { status: "finished", winners: ["p0"] });
    assert.equal(pig.view(banked, null).turn, null);
    assert.deepEqual(pig.view(banked, "p0").allowed_actions, []);
    const over: PigState = { ...fresh(), banked: [0, 97], turn: 1 };
    const overshoot = play(pig, roll(over, "p1", 5), "p1", action("pass"));
    assert.deepEqual(pig.outcome(overshoot), { status: "finished", winners: ["p1"] });
    assert.deepEqual(board(overshoot).banked, [0, 102]);
  });

  it("does not win on an unbanked turn total", () => {
    const near: PigState = { ...fresh(), banked: [98, 0] };
    const state = roll(near, "p0", 6);
    assert.deepEqual(pig.outcome(state), { status: "running" });
  });

  it("forfeit on timeout drops the turn total and passes the turn", () => {
    const rolled = roll(fresh(), "p0", 6);
    const state = play(pig, rolled, "system", pig.timeoutAction(rolled));
    assert.equal(board(state).turn_total, 0);
    assert.deepEqual(board(state).banked, [0, 0]);
    assert.equal(pig.view(state, null).turn, 1);
  });

  it("rejects every illegal action with its code", () => {
    const state = fresh();
    refuse(pig, state, "p0", action("pass"), "invalid_phase");
    refuse(pig, state, "p1", action("roll_dice"), "not_your_turn");
    refuse(pig, state, "p0", action("choose_cell", { cell: 1 }), "invalid_action");
    refuse(pig, state, "p0", action("forfeit"), "invalid_action");
    refuse(pig, state, "p0", { action_type: "roll_dice", payload: [] as never }, "invalid_payload");
    const won = play(pig, roll({ ...fresh(), banked: [99, 0] }, "p0", 2), "p0", action("pass"));
    refuse(pig, won, "p1", action("roll_dice"), "game_over");
    refuse(pig, won, "system", pig.timeoutAction(won), "game_over");
  });
});
