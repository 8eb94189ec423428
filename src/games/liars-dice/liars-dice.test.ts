import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { createRng, rngStateFromSeed } from "../rng.ts";
import { liarsDice } from "./liars-dice.ts";
import { isRaise, legalBids, matching, minimumCount } from "./liars-dice-bids.ts";
import type { LiarsDiceState } from "./liars-dice-state.ts";

/** A round in progress with these cups, seat 0 to move and no bid yet. */
function table(cups: number[][], extra: Partial<LiarsDiceState> = {}): LiarsDiceState {
  return {
    seats: cups.map((_, i) => `p${i}`),
    salt: "secret",
    round: 1,
    cups,
    turn: 0,
    bids: [],
    revealed: null,
    over: false,
    ...extra,
  };
}

const bid = (cell: string) => action("choose_cell", { cell });
const CALL = action("pass");

describe("liar's dice bids", () => {
  it("ones are wild except in a bid on ones", () => {
    assert.equal(matching([1, 5, 5, 2, 1], 5), 4);
    assert.equal(matching([1, 5, 5, 2, 1], 1), 2);
  });

  it("raises by count, or by face at the same count; halves to ones and doubles back", () => {
    const last = { count: 4, face: 3 };
    assert.equal(minimumCount(last, 5), 4);
    assert.equal(minimumCount(last, 2), 5);
    assert.equal(minimumCount(last, 1), 2);
    assert.equal(minimumCount({ count: 3, face: 1 }, 6), 7);
    assert.equal(minimumCount({ count: 3, face: 1 }, 1), 4);
    assert.ok(!isRaise(last, { count: 4, face: 3 }, 10));
    assert.ok(!isRaise(last, { count: 11, face: 6 }, 10), "never more dice than the table holds");
    assert.equal(legalBids(null, 10).length, 60);
    assert.deepEqual(legalBids({ count: 10, face: 1 }, 10), []);
  });
});

describe("liar's dice", () => {
  it("deals five secret dice to every seat from the seeded stream", () => {
    const state = liarsDice.setup(seats(3), createRng(rngStateFromSeed("deal")));
    assert.deepEqual(
      state.cups.map((cup) => cup.length),
      [5, 5, 5],
    );
    assert.equal(state.salt.length, 32);
    const view = liarsDice.view(state, null);
    assert.deepEqual(view.allowed_actions, []);
    assert.deepEqual(view.scores, [5, 5, 5]);
    const mover = liarsDice.view(state, "p0");
    assert.deepEqual(mover.board.my_dice, state.cups[0]);
    assert.deepEqual(
      mover.allowed_actions.map((a) => a.action_type),
      ["choose_cell"],
    );
    assert.ok(!JSON.stringify(mover).includes(state.salt));
  });

  it("opens, raises, and refuses a bid that does not raise, junk, and a call with no bid", () => {
    let state = table([
      [2, 2, 3, 4, 6],
      [1, 5, 5, 6, 6],
    ]);
    refuse(liarsDice, state, "p0", CALL, "invalid_phase");
    refuse(liarsDice, state, "p0", bid("3 fives"), "invalid_payload");
    refuse(liarsDice, state, "p0", action("roll_dice"), "invalid_action");
    refuse(liarsDice, state, "p1", bid("1x2"), "not_your_turn");
    state = play(liarsDice, state, "p0", bid("3x2"));
    assert.equal(state.turn, 1);
    refuse(liarsDice, state, "p1", bid("3x2"), "invalid_action");
    refuse(liarsDice, state, "p1", bid("11x6"), "invalid_action");
    state = play(liarsDice, state, "p1", bid("2x1"));
    assert.deepEqual(liarsDice.view(state, "p0").board.bids, [
      { seat: 0, count: 3, face: 2 },
      { seat: 1, count: 2, face: 1 },
    ]);
  });

  it("a true bid called: the caller loses a die, every cup is shown, new cups are rolled", () => {
    // Three fives with ones wild: 5, 5 and a one of seat 1.
    let state = table([
      [2, 2, 3, 4, 6],
      [1, 5, 5, 6, 6],
    ]);
    state = play(liarsDice, state, "p0", bid("3x5"));
    state = play(liarsDice, state, "p1", bid("4x6"));
    state = play(liarsDice, state, "p0", CALL, scriptedRng([1, 2, 3, 4, 5, 6, 6, 6, 6]));
    const shown = liarsDice.view(state, null).board;
    assert.deepEqual(shown.last_round, {
      round: 1,
      cups: [
        [2, 2, 3, 4, 6],
        [1, 5, 5, 6, 6],
      ],
      bid: { seat: 1, count: 4, face: 6 },
      caller: 0,
      counted: 4,
      loser: 0,
    });
    assert.deepEqual(shown.dice_counts, [4, 5]);
    assert.deepEqual(shown.my_dice, []);
    assert.equal(shown.round, 2);
    assert.deepEqual(shown.bids, []);
    assert.equal(state.turn, 0, "the loser opens");
    assert.deepEqual(liarsDice.view(state, "p1").board.my_dice, [5, 6, 6, 6, 6]);
  });

  it("a lie called: the bidder loses a die; the last seat with dice wins", () => {
    let state = table([[3], [2, 2]], { turn: 1 });
    state = play(liarsDice, state, "p1", bid("3x2"));
    state = play(liarsDice, state, "p0", CALL, scriptedRng([4, 4]));
    assert.deepEqual(liarsDice.view(state, null).board.last_round?.loser, 1);
    assert.deepEqual(liarsDice.view(state, null).board.dice_counts, [1, 1]);
    state = table([[3], [2, 2]]);
    state = play(liarsDice, state, "p0", bid("2x3"));
    state = play(liarsDice, state, "p1", CALL);
    assert.deepEqual(liarsDice.outcome(state), { status: "finished", winners: ["p1"] });
    assert.equal(liarsDice.view(state, "p1").turn, null);
    refuse(liarsDice, state, "p1", bid("1x2"), "game_over");
  });

  it("skips seats out of dice, and the next seat opens when the loser is out", () => {
    let state = table([[4], [], [6, 6]], { turn: 2 });
    state = play(liarsDice, state, "p2", bid("1x4"));
    assert.equal(state.turn, 0);
    state = play(liarsDice, state, "p0", bid("3x6"));
    assert.equal(state.turn, 2);
    state = table([[4], [], [6, 6], [5]], { turn: 3 });
    state = play(liarsDice, state, "p3", bid("2x4"));
    state = play(liarsDice, state, "p0", CALL, scriptedRng([3, 3, 3]));
    assert.equal(liarsDice.view(state, null).board.last_round?.loser, 3);
    assert.equal(state.turn, 0, "seat 3 is out, so the next seat with dice opens");
  });

  it("a timeout opens with one two, or calls the standing bid", () => {
    let state = table([[4], [6]]);
    state = play(liarsDice, state, "system", action("forfeit"));
    assert.deepEqual(state.bids, [{ seat: 0, count: 1, face: 2 }]);
    state = play(liarsDice, state, "system", action("forfeit"), scriptedRng([]));
    assert.equal(liarsDice.outcome(state).status, "finished");
  });

  it("shows a seat only its own cup; spectators and strangers see none", () => {
    const state = table([
      [1, 2, 3, 4, 5],
      [6, 6, 6, 6, 6],
    ]);
    assert.deepEqual(liarsDice.view(state, "p1").board.my_dice, [6, 6, 6, 6, 6]);
    assert.equal(liarsDice.view(state, "p1").board.viewer_seat, 1);
    for (const viewer of [null, "stranger"]) {
      const board = liarsDice.view(state, viewer).board;
      assert.deepEqual(board.my_dice, []);
      assert.equal(board.viewer_seat, null);
    }
    assert.ok(!JSON.stringify(liarsDice.view(state, "p0")).includes("6,6,6,6,6"));
  });
});
