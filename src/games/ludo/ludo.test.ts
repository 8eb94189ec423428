import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { type LudoState, ludo } from "./ludo.ts";
import type { LudoBoard } from "./ludo-board.ts";

const fresh = (players = 2): LudoState => ludo.setup(seats(players), scriptedRng([]));
/** A running table: `tokens` per seat, seat `turn` to roll. */
const at = (tokens: number[][], turn = 0): LudoState => ({ ...fresh(tokens.length), tokens, turn });
const roll = (state: LudoState, face: number, actor = `p${state.turn}`) =>
  play(ludo, state, actor, action("roll_dice"), scriptedRng([face]));
const pick = (state: LudoState, token: number, actor = `p${state.turn}`) =>
  play(ludo, state, actor, action("choose_cell", { cell: token }));
const board = (state: LudoState): LudoBoard => ludo.view(state, null).board;
const allowed = (state: LudoState) => ludo.view(state, `p${state.turn}`).allowed_actions;
const YARD4 = [-1, -1, -1, -1];
/** A seat with its first token at `progress` and the others in the yard. */
const one = (progress: number) => [progress, -1, -1, -1];

describe("ludo", () => {
  it("seats 2 to 4 players in opposite or adjacent quarters, every token in its yard", () => {
    assert.deepEqual(board(fresh(2)).starts, [0, 26]);
    assert.deepEqual(board(fresh(3)).starts, [0, 13, 26]);
    assert.deepEqual(board(fresh(4)).starts, [0, 13, 26, 39]);
    assert.deepEqual(board(fresh(4)).tokens, [YARD4, YARD4, YARD4, YARD4]);
    assert.deepEqual(board(fresh()).safe, [0, 8, 13, 21, 26, 34, 39, 47]);
    assert.deepEqual(allowed(fresh()), [{ action_type: "roll_dice" }]);
    assert.deepEqual(ludo.view(fresh(), "p1").allowed_actions, []);
    assert.throws(() => ludo.setup(seats(1), scriptedRng([])), RangeError);
    assert.throws(() => ludo.setup(seats(5), scriptedRng([])), RangeError);
  });

  it("passes the turn by itself when no token can use the roll", () => {
    const state = roll(fresh(), 5);
    assert.equal(ludo.view(state, null).turn, 1);
    assert.equal(board(state).last_roll, 5);
    assert.equal(board(state).phase, "roll");
    assert.deepEqual(board(state).moves, []);
  });

  it("brings a token out on a 6, lists only legal tokens, and gives another roll", () => {
    const rolled = roll(at([[-1, -1, 10, 55], YARD4]), 6);
    assert.equal(board(rolled).phase, "move");
    assert.deepEqual(allowed(rolled), [{ action_type: "choose_cell", choices: [0, 1, 2] }]);
    assert.deepEqual(
      board(rolled).moves.map((m) => [m.token, m.from, m.to]),
      [
        [0, -1, 0],
        [1, -1, 0],
        [2, 10, 16],
      ],
    );
    const out = pick(rolled, 1);
    assert.deepEqual(board(out).tokens[0], [-1, 0, 10, 55]);
    assert.equal(ludo.view(out, null).turn, 0, "a 6 rolls again");
    assert.equal(board(out).sixes, 1);
    assert.deepEqual(board(out).last_move, { seat: 0, token: 1, from: -1, to: 0, captured: 0 });
    const moved = pick(roll(out, 3), 2);
    assert.deepEqual(board(moved).tokens[0], [-1, 0, 13, 55]);
    assert.equal(ludo.view(moved, null).turn, 1);
    assert.equal(board(moved).sixes, 0);
  });

  it("ends the turn on the third 6 in a row without moving", () => {
    let state = at([one(10), YARD4]);
    state = pick(roll(state, 6), 0);
    state = pick(roll(state, 6), 0);
    assert.equal(board(state).sixes, 2);
    const third = roll(state, 6);
    assert.deepEqual(board(third).tokens[0], [22, -1, -1, -1]);
    assert.equal(ludo.view(third, null).turn, 1);
    assert.equal(board(third).sixes, 0);
  });

  it("keeps the extra roll of a 6 that no token can use", () => {
    const state = roll(at([[56, 56, 56, 53], YARD4]), 6);
    assert.equal(ludo.view(state, null).turn, 0);
    assert.equal(board(state).phase, "roll");
    assert.equal(board(state).sixes, 1);
  });

  it("sends an opponent home by landing on it, but not on a safe square", () => {
    // Seat 1 starts on square 26: its progress 30 is loop square 4, seat 0's progress 5 is square 5.
    const before = roll(at([one(5), one(30)], 1), 1);
    assert.deepEqual(board(before).moves, [{ token: 0, from: 30, to: 31, captures: 1 }]);
    const hit = pick(before, 0);
    assert.deepEqual(board(hit).tokens, [YARD4, one(31)]);
    assert.equal(board(hit).last_move?.captured, 1);
    // Loop square 8 is a star; square 26 is seat 1's start.
    const star = pick(roll(at([one(8), one(33)], 1), 1), 0);
    assert.deepEqual(board(star).tokens, [one(8), one(34)]);
    const start = pick(roll(at([[20, 26, -1, -1], YARD4], 1), 6), 0);
    assert.deepEqual(board(start).tokens, [[20, 26, -1, -1], one(0)]);
  });

  it("never captures its own tokens, and opponents in their home column are out of reach", () => {
    const stacked = pick(roll(at([[3, 5, -1, -1], YARD4]), 2), 0);
    assert.deepEqual(board(stacked).tokens[0], [5, 5, -1, -1]);
    // Seat 1's progress 51 is its home column, not loop square 25.
    const safe = pick(roll(at([one(24), one(51)]), 1), 0);
    assert.deepEqual(board(safe).tokens, [one(25), one(51)]);
  });

  it("needs an exact roll to finish, and four home wins", () => {
    const over = roll(at([one(53), YARD4]), 4);
    assert.equal(ludo.view(over, null).turn, 1, "a roll past home cannot be used");
    const home = pick(roll(at([one(53), YARD4]), 3), 0);
    assert.deepEqual(ludo.view(home, null).scores, [1, 0]);
    const won = pick(roll(at([[56, 56, 55, 56], one(40)]), 1), 2);
    assert.deepEqual(ludo.outcome(won), { status: "finished", winners: ["p0"] });
    assert.equal(ludo.view(won, null).turn, null);
    assert.deepEqual(ludo.view(won, "p0").allowed_actions, []);
    assert.deepEqual(ludo.view(won, null).scores, [4, 0]);
    refuse(ludo, won, "p1", action("roll_dice"), "game_over");
  });

  it("on timeout passes a turn that has not rolled, and moves the first legal token of one that has", () => {
    const waiting = at([one(10), YARD4]);
    assert.deepEqual(ludo.timeoutAction(waiting), { action_type: "forfeit", payload: {} });
    const skipped = play(ludo, waiting, "system", ludo.timeoutAction(waiting));
    assert.equal(ludo.view(skipped, null).turn, 1);
    const rolled = roll(at([[56, 20, 10, -1], YARD4]), 2);
    assert.deepEqual(ludo.timeoutAction(rolled), { action_type: "choose_cell", payload: { cell: 1 } });
    const moved = play(ludo, rolled, "system", ludo.timeoutAction(rolled));
    assert.deepEqual(board(moved).tokens[0], [56, 22, 10, -1]);
  });

  it("rejects every illegal action with its code", () => {
    const state = at([one(10), YARD4]);
    refuse(ludo, state, "p1", action("roll_dice"), "not_your_turn");
    refuse(ludo, state, "p0", action("pass"), "invalid_action");
    refuse(ludo, state, "p0", action("forfeit"), "invalid_action");
    refuse(ludo, state, "p0", action("choose_cell", { cell: 0 }), "invalid_phase");
    const rolled = roll(state, 3);
    refuse(ludo, rolled, "p0", action("roll_dice"), "invalid_phase");
    assert.equal(
      refuse(ludo, rolled, "p0", action("choose_cell", { cell: 1 }), "invalid_action"),
      "Token 2 cannot move 3.",
    );
    for (const cell of [-1, 4, 1.5, "0", null, undefined]) {
      refuse(ludo, rolled, "p0", action("choose_cell", { cell }), "invalid_payload");
    }
  });
});
