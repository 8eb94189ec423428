import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { yacht } from "./yacht.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";
import { cardTotal, scoreCategory } from "./yacht-scoring.ts";
import type { YachtState } from "./yacht-state.ts";

const fresh = (players = 2): YachtState => yacht.setup(seats(players), scriptedRng([]));
const roll = (state: YachtState, actor: string, faces: number[], hold?: number[]) =>
  play(yacht, state, actor, action("roll_dice", hold ? { hold } : {}), scriptedRng(faces));
const choose = (state: YachtState, actor: string, cell: YachtCategory) =>
  play(yacht, state, actor, action("choose_cell", { cell }));

function board(state: YachtState, viewer: string | null = null): YachtBoard {
  const described = yacht.view(state, viewer).board;
  assert.equal(described.kind, "yacht");
  return described as YachtBoard;
}

const SCORING: readonly [YachtCategory, number[], number][] = [
  ["ones", [1, 1, 2, 3, 1], 3],
  ["ones", [2, 3, 4, 5, 6], 0],
  ["twos", [2, 2, 2, 5, 6], 6],
  ["threes", [3, 1, 3, 5, 6], 6],
  ["fours", [4, 4, 4, 4, 6], 16],
  ["fives", [5, 1, 2, 3, 4], 5],
  ["sixes", [6, 6, 6, 6, 6], 30],
  ["three_of_a_kind", [3, 3, 3, 5, 6], 20],
  ["three_of_a_kind", [4, 4, 4, 4, 2], 18],
  ["three_of_a_kind", [3, 3, 2, 5, 6], 0],
  ["four_of_a_kind", [2, 2, 2, 2, 6], 14],
  ["four_of_a_kind", [5, 5, 5, 5, 5], 25],
  ["four_of_a_kind", [2, 2, 2, 6, 6], 0],
  ["full_house", [2, 2, 3, 3, 3], 25],
  ["full_house", [6, 1, 6, 1, 6], 25],
  ["full_house", [4, 4, 4, 4, 4], 0],
  ["full_house", [2, 2, 3, 3, 4], 0],
  ["small_straight", [1, 2, 3, 4, 6], 30],
  ["small_straight", [3, 4, 5, 6, 6], 30],
  ["small_straight", [2, 3, 4, 5, 2], 30],
  ["small_straight", [1, 2, 3, 4, 5], 30],
  ["small_straight", [1, 2, 3, 5, 6], 0],
  ["large_straight", [5, 4, 3, 2, 1], 40],
  ["large_straight", [2, 3, 4, 5, 6], 40],
  ["large_straight", [1, 2, 3, 4, 6], 0],
  ["yacht", [4, 4, 4, 4, 4], 50],
  ["yacht", [4, 4, 4, 4, 3], 0],
  ["chance", [1, 3, 4, 6, 6], 20],
];

describe("yacht scoring", () => {
  for (const [category, dice, points] of SCORING) {
    it(`scores ${dice.join(",")} as ${points} in ${category}`, () => {
      assert.equal(scoreCategory(category, dice), points);
    });
  }

  it("scores through choose_cell too", () => {
    for (const [category, dice, points] of SCORING) {
      const state = choose(roll(fresh(1), "p0", dice), "p0", category);
      assert.equal(board(state).scorecards[0]?.[category], points);
    }
  });

  it("adds the 35 bonus once the upper section reaches 63", () => {
    const upper = [3, 6, 9, 12, 15, 18];
    const card = [...upper, ...Array(7).fill(null)];
    assert.equal(cardTotal(card), 63 + 35);
    assert.equal(cardTotal([2, ...upper.slice(1), ...Array(7).fill(null)]), 62);
    assert.equal(cardTotal([...upper, 20, 0, 25, 30, 40, 50, 17]), 63 + 35 + 182);
  });

  it("shows the bonus in the view scores", () => {
    let state = fresh(1);
    YACHT_CATEGORIES.slice(0, 6).forEach((category, i) => {
      const face = i + 1;
      const filler = face === 1 ? 2 : 1;
      state = choose(roll(state, "p0", [face, face, face, filler, filler]), "p0", category);
    });
    assert.deepEqual(yacht.view(state, null).scores, [63 + 35]);
  });
});

describe("yacht turns", () => {
  it("starts unrolled with only roll_dice and no potential", () => {
    const state = fresh();
    assert.deepEqual(board(state, "p0"), {
      kind: "yacht",
      dice: [0, 0, 0, 0, 0],
      held: [false, false, false, false, false],
      rolls_left: 3,
      scorecards: [{}, {}],
      potential: {},
    });
    assert.deepEqual(yacht.view(state, "p0").allowed_actions, [{ action_type: "roll_dice" }]);
    assert.deepEqual(yacht.view(state, "p1").allowed_actions, []);
    assert.throws(() => yacht.setup([], scriptedRng([])), RangeError);
    assert.throws(() => yacht.setup(seats(7), scriptedRng([])), RangeError);
  });

  it("rolls all dice first, then only the dice not held, three times at most", () => {
    let state = roll(fresh(), "p0", [6, 6, 2, 3, 4]);
    assert.deepEqual(board(state).dice, [6, 6, 2, 3, 4]);
    assert.equal(board(state).rolls_left, 2);
    assert.equal(board(state, "p0").potential.sixes, 12);
    assert.deepEqual(yacht.view(state, "p0").allowed_actions, [
      { action_type: "roll_dice", hold: true },
      { action_type: "choose_cell", choices: [...YACHT_CATEGORIES] },
      { action_type: "pass" },
    ]);
    state = roll(state, "p0", [6, 1, 1], [1, 0]);
    assert.deepEqual(board(state).dice, [6, 6, 6, 1, 1]);
    assert.deepEqual(board(state).held, [true, true, false, false, false]);
    state = roll(state, "p0", [6, 6], [0, 1, 2]);
    assert.deepEqual(board(state).dice, [6, 6, 6, 6, 6]);
    assert.equal(board(state).rolls_left, 0);
    assert.equal(board(state, "p0").potential.yacht, 50);
    assert.deepEqual(yacht.view(state, "p0").allowed_actions, [
      { action_type: "choose_cell", choices: [...YACHT_CATEGORIES] },
    ]);
    refuse(yacht, state, "p0", action("roll_dice"), "invalid_phase");
    refuse(yacht, state, "p0", action("pass"), "invalid_phase");
  });

  it("accepts an empty hold on the first roll but not a real one", () => {
    refuse(yacht, fresh(), "p0", action("roll_dice", { hold: [0] }), "invalid_payload");
    const state = roll(fresh(), "p0", [1, 2, 3, 4, 5], []);
    assert.deepEqual(board(state).dice, [1, 2, 3, 4, 5]);
  });

  it("rejects malformed holds", () => {
    const state = roll(fresh(), "p0", [1, 2, 3, 4, 5]);
    for (const hold of [[5], [-1], [0, 0], [1.5], ["0"], "0", 0, null, {}]) {
      refuse(yacht, state, "p0", action("roll_dice", { hold }), "invalid_payload");
    }
  });

  it("pass stops rolling and leaves only choosing a category", () => {
    refuse(yacht, fresh(), "p0", action("pass"), "invalid_phase");
    const state = play(yacht, roll(fresh(), "p0", [2, 2, 3, 3, 3]), "p0", action("pass"));
    assert.equal(board(state).rolls_left, 0);
    assert.deepEqual(board(state).dice, [2, 2, 3, 3, 3]);
    assert.equal(yacht.view(state, null).turn, 0);
    const scored = choose(state, "p0", "full_house");
    assert.equal(board(scored).scorecards[0]?.full_house, 25);
  });

  it("scoring hands the turn on with fresh dice and closes the category", () => {
    const state = choose(roll(fresh(), "p0", [2, 2, 3, 3, 3]), "p0", "threes");
    assert.equal(yacht.view(state, null).turn, 1);
    assert.deepEqual(board(state).dice, [0, 0, 0, 0, 0]);
    assert.equal(board(state).rolls_left, 3);
    assert.deepEqual(board(state, "p1").potential, {});
    assert.deepEqual(yacht.view(state, null).scores, [9, 0]);
    const back = choose(roll(state, "p1", [1, 1, 1, 1, 1]), "p1", "ones");
    const rolled = roll(back, "p0", [3, 3, 3, 3, 3]);
    assert.equal(board(rolled, "p0").potential.threes, undefined);
    assert.equal(board(rolled, "p0").potential.yacht, 50);
    const detail = refuse(yacht, rolled, "p0", action("choose_cell", { cell: "threes" }), "invalid_action");
    assert.equal(detail, "You have already scored threes.");
    const choices = yacht
      .view(rolled, "p0")
      .allowed_actions.find((a) => a.action_type === "choose_cell")?.choices;
    assert.equal(choices?.includes("threes"), false);
    assert.equal(choices?.length, 12);
  });

  it("rejects every illegal action with its code", () => {
    const state = fresh();
    refuse(yacht, state, "p0", action("choose_cell", { cell: "chance" }), "invalid_phase");
    const rolled = roll(state, "p0", [1, 2, 3, 4, 5]);
    for (const cell of ["bonus", "Chance", 12, null, undefined]) {
      refuse(yacht, rolled, "p0", action("choose_cell", { cell }), "invalid_payload");
    }
    refuse(yacht, rolled, "p1", action("roll_dice"), "not_your_turn");
    refuse(yacht, rolled, "p0", action("forfeit"), "invalid_action");
    refuse(yacht, rolled, "p0", { action_type: "shout" as "pass", payload: {} }, "invalid_action");
    refuse(yacht, rolled, "p0", { action_type: "pass", payload: "x" as never }, "invalid_payload");
  });

  it("forfeit scores 0 in the first open category when nothing was rolled", () => {
    const scored = choose(roll(fresh(1), "p0", [1, 1, 2, 2, 3]), "p0", "ones");
    const state = play(yacht, scored, "system", yacht.timeoutAction(scored));
    assert.deepEqual(board(state).scorecards[0], { ones: 2, twos: 0 });
  });

  it("forfeit scores the rolled dice where they score most, first open one on ties", () => {
    const rolled = roll(fresh(), "p0", [6, 6, 6, 5, 4]);
    const state = play(yacht, rolled, "system", yacht.timeoutAction(rolled));
    assert.deepEqual(board(state).scorecards[0], { three_of_a_kind: 27 });
    assert.equal(yacht.view(state, null).turn, 1);
    const yachtRoll = roll(fresh(), "p0", [2, 2, 2, 2, 2]);
    assert.deepEqual(board(play(yacht, yachtRoll, "system", action("forfeit"))).scorecards[0], { yacht: 50 });
  });

  it("ends after every seat filled 13 boxes and shares a tie", () => {
    let state = fresh(2);
    for (let turn = 0; turn < 26; turn += 1) state = play(yacht, state, "system", action("forfeit"));
    assert.deepEqual(yacht.outcome(state), { status: "finished", winners: ["p0", "p1"] });
    assert.equal(yacht.view(state, null).turn, null);
    assert.deepEqual(yacht.view(state, "p0").allowed_actions, []);
    refuse(yacht, state, "p0", action("roll_dice"), "game_over");
  });

  it("names the highest total the winner", () => {
    let state = fresh(2);
    for (let turn = 0; turn < 26; turn += 1) {
      const actor = `p${turn % 2}`;
      state = roll(state, actor, turn % 2 === 0 ? [1, 1, 1, 1, 1] : [1, 1, 1, 1, 2]);
      state = play(yacht, state, "system", action("forfeit"));
    }
    assert.deepEqual(yacht.outcome(state), { status: "finished", winners: ["p0"] });
    const single = fresh(1);
    let solo = single;
    for (let turn = 0; turn < 13; turn += 1) solo = play(yacht, solo, "system", action("forfeit"));
    assert.deepEqual(yacht.outcome(solo), { status: "finished", winners: ["p0"] });
  });
});
