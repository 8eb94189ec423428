import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { createRng, rngStateFromSeed } from "../rng.ts";
import { backgammon } from "./backgammon.ts";
import type { Position } from "./backgammon-position.ts";
import type { BackgammonState } from "./backgammon-state.ts";
import { BACKGAMMON_STRATEGIES } from "./backgammon-strategy.ts";

/** A game whose opening roll is `first` for the first seat and `second` for the second. */
const opened = (first: number, second: number): BackgammonState =>
  backgammon.setup(seats(2), scriptedRng([first, second]));
const mover = (state: BackgammonState) => `p${state.turn}`;
const move = (state: BackgammonState, from: number | "bar", to: number | "off", rng = scriptedRng([])) =>
  play(backgammon, state, mover(state), action("move_checker", { from, to }), rng);
const act = (state: BackgammonState, type: string, faces: number[] = []) =>
  play(backgammon, state, mover(state), action(type as "pass"), scriptedRng(faces));
const allowed = (state: BackgammonState) => backgammon.view(state, mover(state)).allowed_actions;
const types = (state: BackgammonState) => allowed(state).map((entry) => entry.action_type);
/** A running game at `position`, `turn` to roll with the cube in the middle. */
const at = (position: Position, turn: 0 | 1 = 0): BackgammonState => ({
  ...opened(3, 1),
  position,
  turn,
  phase: "roll",
  dice: null,
  moves_left: [],
});
/** A race: the first seat has `mine` on its 1-point, the second 15 on its own 1-point (board 24). */
const race = (mine: number, off: [number, number] = [15 - mine, 0]): Position => {
  const points = Array<number>(24).fill(0);
  points[0] = mine;
  points[23] = -(15 - off[1]);
  return { points, bar: [0, 0], off };
};

describe("backgammon", () => {
  it("opens with one die each, rerolling ties, and the higher die moves first with both", () => {
    const state = backgammon.setup(seats(2), scriptedRng([4, 4, 2, 5]));
    assert.equal(state.turn, 1);
    assert.deepEqual(state.dice, [2, 5]);
    assert.deepEqual(state.moves_left, [2, 5]);
    assert.deepEqual(types(state), ["move_checker"]);
    assert.deepEqual(backgammon.view(state, "p0").allowed_actions, []);
  });

  it("builds a turn die by die, undoes a slip, and confirms only when the dice are played", () => {
    let state = opened(3, 1);
    const listed = allowed(state)[0]?.payloads ?? [];
    assert.ok(listed.some((p) => p.from === 8 && p.to === 5));
    state = move(state, 8, 5);
    assert.deepEqual(state.moves_left, [1]);
    refuse(backgammon, state, "p0", action("confirm_turn" as "pass"), "invalid_action");
    state = move(state, 8, 7);
    const undone = act(state, "undo");
    assert.deepEqual(undone.moves_left, [1]);
    assert.equal(undone.position.points[7], 2);
    state = move(undone, 6, 5);
    assert.equal(state.position.points[4], 2);
    assert.deepEqual(types(state), ["confirm_turn", "undo"]);
    state = act(state, "confirm_turn");
    assert.equal(state.turn, 1);
    assert.equal(state.phase, "roll");
    assert.deepEqual(types(state), ["roll_dice", "offer_double"]);
    assert.deepEqual(backgammon.view(state, null).board.last_turn?.moves.length, 2);
  });

  it("refuses a move the dice do not allow, with the reason", () => {
    const state = opened(6, 1);
    const detail = refuse(
      backgammon,
      state,
      "p0",
      action("move_checker" as "pass", { from: 13, to: 12 }),
      "invalid_action",
    );
    assert.match(detail, /Point 12 is held by your opponent/);
    refuse(backgammon, state, "p0", action("move_checker" as "pass", { from: 0, to: 3 }), "invalid_payload");
    refuse(backgammon, state, "p0", action("roll_dice"), "invalid_phase");
  });

  it("plays a double four times, then hands the dice over", () => {
    let state = act(at(race(4)), "roll_dice", [1, 1]);
    assert.deepEqual(state.moves_left, [1, 1, 1, 1]);
    for (let n = 0; n < 4; n++) state = move(state, 1, "off");
    assert.equal(state.phase, "over");
    assert.deepEqual(state.result, { winner: 0, kind: "gammon", points: 2 });
    assert.deepEqual(backgammon.outcome(state), { status: "finished", winners: ["p0"] });
    assert.deepEqual(backgammon.view(state, null).scores, [2, 0]);
  });

  it("counts a single game, a gammon and a backgammon at the cube's value", () => {
    const single = act(at(race(1, [14, 3])), "roll_dice", [2, 1]);
    assert.deepEqual(move(single, 1, "off").result, { winner: 0, kind: "single", points: 1 });
    const stuck = race(1);
    const points = stuck.points.slice();
    points[23] = -14;
    points[2] = -1;
    const cubed = { ...at({ ...stuck, points }), cube: { value: 4, owner: 1 as const } };
    const rolled = act(cubed, "roll_dice", [2, 1]);
    assert.deepEqual(move(rolled, 1, "off").result, { winner: 0, kind: "backgammon", points: 12 });
  });

  it("doubles only before rolling: a take doubles the cube for the taker, a drop loses its value", () => {
    const state = at(race(5));
    const offered = act(state, "offer_double");
    assert.equal(offered.turn, 1);
    assert.deepEqual(types(offered), ["take", "drop"]);
    const taken = act(offered, "take", [3, 2]);
    assert.deepEqual(taken.cube, { value: 2, owner: 1 });
    assert.equal(taken.turn, 0);
    assert.equal(taken.phase, "move", "the doubler rolls at once, as it cannot double again");
    refuse(backgammon, taken, "p0", action("offer_double" as "pass"), "invalid_phase");
    const dropped = act(offered, "drop");
    assert.deepEqual(dropped.result, { winner: 0, kind: "dropped", points: 1 });
    assert.deepEqual(backgammon.outcome(dropped), { status: "finished", winners: ["p0"] });
  });

  it("rolls at once for a side that cannot double, and a timeout plays the absent side's turn", () => {
    const owned = { ...at(race(5), 1), cube: { value: 2, owner: 0 as const } };
    const turnOver = act(
      { ...owned, turn: 0, phase: "move", dice: [1, 2], moves_left: [] },
      "confirm_turn",
      [6, 5],
    );
    assert.equal(turnOver.turn, 1);
    assert.equal(turnOver.phase, "move");
    assert.deepEqual(turnOver.dice, [6, 5]);
    const timed = play(backgammon, turnOver, "system", action("forfeit"), scriptedRng([]));
    assert.equal(timed.turn, 0);
    assert.equal(timed.position.points[23], -13);
    assert.equal(backgammon.timeoutAction(timed).action_type, "forfeit");
  });

  it("plays to its end from listed payloads alone, every listed payload accepted", () => {
    for (const seed of ["a", "b", "c"]) {
      const rng = createRng(rngStateFromSeed(`bg-${seed}`));
      let state = backgammon.setup(seats(2), rng);
      for (let n = 0; n < 3000 && backgammon.outcome(state).status === "running"; n++) {
        const listed = allowed(state);
        const entry = listed[rng.int(listed.length)];
        const payloads = entry?.payloads ?? [{}];
        const payload = payloads[rng.int(payloads.length)] ?? {};
        state = play(
          backgammon,
          state,
          mover(state),
          { action_type: entry?.action_type ?? "", payload },
          rng,
        );
      }
      assert.equal(backgammon.outcome(state).status, "finished");
      const board = backgammon.view(state, null).board;
      const sum = (counts: readonly number[]) => counts.reduce((n, c) => n + Math.abs(c), 0);
      assert.equal(sum(board.points) + sum(board.bar) + sum(board.off), 30, "every checker is somewhere");
    }
  });

  it("lets each computer player finish a game choosing only listed payloads", () => {
    for (const [g, strength] of (["easy", "hard"] as const).entries()) {
      const rng = createRng(rngStateFromSeed(`bg-strategy-${g}`));
      let state = backgammon.setup(seats(2), rng);
      while (state.result === null) {
        const view = backgammon.view(state, mover(state));
        const action = BACKGAMMON_STRATEGIES[strength](view, rng);
        const entry = view.allowed_actions.find((a) => a.action_type === action.action_type);
        const listed = (entry?.payloads ?? [{}]).map((p) => JSON.stringify(p));
        assert.ok(
          listed.includes(JSON.stringify(action.payload)),
          `${strength}: ${JSON.stringify(action)} is listed`,
        );
        state = play(backgammon, state, mover(state), action, rng);
      }
    }
  });
});
