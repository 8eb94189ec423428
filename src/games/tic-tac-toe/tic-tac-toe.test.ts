import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import type { GridBoard } from "./grid-board.ts";
import { type TicTacToeState, ticTacToe } from "./tic-tac-toe.ts";

const rng = scriptedRng([]);
const fresh = (): TicTacToeState => ticTacToe.setup(seats(2), rng);
const mark = (cell: number) => action("choose_cell", { cell });

/** Plays cells alternately starting with p0. */
function playCells(cells: readonly number[], state = fresh()): TicTacToeState {
  return cells.reduce((current, cell, i) => play(ticTacToe, current, `p${i % 2}`, mark(cell)), state);
}

function grid(state: TicTacToeState): GridBoard {
  const board = ticTacToe.view(state, null).board;
  assert.equal(board.kind, "grid");
  return board as GridBoard;
}

describe("tic-tac-toe", () => {
  it("starts empty with seat 0 to move and only that seat may act", () => {
    const state = fresh();
    const board = grid(state);
    assert.deepEqual(board.cells, Array(9).fill(null));
    assert.equal(board.last_cell, null);
    assert.deepEqual(ticTacToe.view(state, "p0").allowed_actions, [
      { action_type: "choose_cell", choices: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
    ]);
    assert.deepEqual(ticTacToe.view(state, "p1").allowed_actions, []);
    assert.deepEqual(ticTacToe.view(state, null).allowed_actions, []);
    assert.equal(ticTacToe.view(state, null).turn, 0);
    assert.deepEqual(ticTacToe.outcome(state), { status: "running" });
  });

  it("needs exactly two players", () => {
    assert.throws(() => ticTacToe.setup(seats(1), rng), RangeError);
    assert.throws(() => ticTacToe.setup(seats(3), rng), RangeError);
  });

  it("marks cells, alternates turns and lists only free cells", () => {
    const state = playCells([4, 0]);
    assert.deepEqual(grid(state).cells, [1, null, null, null, 0, null, null, null, null]);
    assert.equal(grid(state).last_cell, 0);
    assert.deepEqual(ticTacToe.view(state, "p0").allowed_actions, [
      { action_type: "choose_cell", choices: [1, 2, 3, 5, 6, 7, 8] },
    ]);
  });

  it("ends on three in a row with the winning line", () => {
    const state = playCells([0, 3, 1, 4, 2]);
    assert.deepEqual(ticTacToe.outcome(state), { status: "finished", winners: ["p0"] });
    const view = ticTacToe.view(state, "p1");
    assert.deepEqual(grid(state).winning_line, [0, 1, 2]);
    assert.equal(grid(state).last_cell, 2);
    assert.equal(view.turn, null);
    assert.deepEqual(view.scores, [1, 0]);
    assert.deepEqual(view.allowed_actions, []);
  });

  it("lets the second player win on a diagonal", () => {
    const state = playCells([0, 2, 1, 4, 8, 6]);
    assert.deepEqual(ticTacToe.outcome(state), { status: "finished", winners: ["p1"] });
    assert.deepEqual(grid(state).winning_line, [2, 4, 6]);
    assert.deepEqual(ticTacToe.view(state, null).scores, [0, 1]);
  });

  it("counts a win on the ninth mark as a win, not a draw", () => {
    const state = playCells([0, 1, 2, 3, 7, 5, 4, 6, 8]);
    assert.deepEqual(ticTacToe.outcome(state), { status: "finished", winners: ["p0"] });
    assert.deepEqual(grid(state).winning_line, [0, 4, 8]);
  });

  it("is a draw with no winners when the board fills", () => {
    const state = playCells([0, 1, 2, 4, 3, 5, 7, 6, 8]);
    assert.deepEqual(ticTacToe.outcome(state), { status: "finished", winners: [] });
    assert.equal(grid(state).winning_line, null);
    assert.deepEqual(ticTacToe.view(state, null).scores, [0, 0]);
  });

  it("forfeits the seat to move on timeout", () => {
    const timeout = ticTacToe.timeoutAction(fresh());
    assert.deepEqual(timeout, { action_type: "forfeit", payload: {} });
    const p0Late = play(ticTacToe, fresh(), "system", timeout);
    assert.deepEqual(ticTacToe.outcome(p0Late), { status: "finished", winners: ["p1"] });
    assert.equal(grid(p0Late).winning_line, null);
    const p1Late = play(ticTacToe, playCells([4]), "system", timeout);
    assert.deepEqual(ticTacToe.outcome(p1Late), { status: "finished", winners: ["p0"] });
  });

  it("lets the system act for the seat to move", () => {
    const state = play(ticTacToe, fresh(), "system", mark(4));
    assert.equal(grid(state).cells[4], 0);
  });

  it("rejects every illegal action with its code", () => {
    const state = playCells([4]);
    assert.equal(refuse(ticTacToe, state, "p1", mark(4), "invalid_action"), "Cell 4 is already taken.");
    refuse(ticTacToe, state, "p0", mark(0), "not_your_turn");
    refuse(ticTacToe, state, "stranger", mark(0), "not_your_turn");
    refuse(ticTacToe, state, "p1", action("pass"), "invalid_action");
    refuse(ticTacToe, state, "p1", action("roll_dice"), "invalid_action");
    refuse(ticTacToe, state, "p1", { action_type: "resign" as "pass", payload: {} }, "invalid_action");
    refuse(ticTacToe, state, "p1", action("forfeit"), "invalid_action");
    for (const cell of [-1, 9, 1.5, "3", null, undefined]) {
      refuse(ticTacToe, state, "p1", action("choose_cell", { cell }), "invalid_payload");
    }
    refuse(ticTacToe, state, "p1", { action_type: "choose_cell", payload: null as never }, "invalid_payload");
    const over = playCells([0, 3, 1, 4, 2]);
    refuse(ticTacToe, over, "p1", mark(8), "game_over");
    refuse(ticTacToe, over, "system", ticTacToe.timeoutAction(over), "game_over");
  });

  it("checks game_over, then turn, then action type, then payload", () => {
    const over = playCells([0, 3, 1, 4, 2]);
    refuse(ticTacToe, over, "stranger", action("pass"), "game_over");
    refuse(ticTacToe, fresh(), "p1", action("pass"), "not_your_turn");
    refuse(ticTacToe, fresh(), "p0", { action_type: "pass", payload: null as never }, "invalid_action");
  });
});
