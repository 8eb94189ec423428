import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { action, play, refuse, seats } from "../../../test/games/helpers.ts";
import { scriptedRng } from "../../../test/games/scripted-rng.ts";
import { createRng, rngStateFromSeed } from "../rng.ts";
import { type LongNardyState, longNardy } from "./long-nardy.ts";
import type { Position, Side } from "./long-nardy-position.ts";
import { beginTurn, legalSteps, resumeTurn, turnEnds } from "./long-nardy-turns.ts";

/** A fresh game whose opening roll is `opening` and whose first turn rolls `dice`. */
const fresh = (opening: number[], dice: number[]): LongNardyState =>
  longNardy.setup(seats(2), scriptedRng([...opening, ...dice]));
/** A table at `points` (and `off`), `side` to play `dice`, past both first turns. */
const at = (
  points: Record<number, number>,
  side: Side,
  dice: [number, number],
  off: [number, number] = [0, 0],
) => {
  const position: Position = { points: Array.from({ length: 24 }, (_, i) => points[i + 1] ?? 0), off };
  const base = fresh([6, 1], [1, 2]);
  return {
    ...base,
    turn: beginTurn(position, side, dice, false),
    legal: legalSteps(beginTurn(position, side, dice, false)).map(({ step }) => step),
    dice,
    first: [false, false],
  } as LongNardyState;
};
const moveOf = (from: number, to: number | "off") => action("move_checker", { from, to });
const step = (s: LongNardyState, from: number, to: number | "off") =>
  play(longNardy, s, `p${s.turn.side}`, moveOf(from, to));
const payloads = (s: LongNardyState) =>
  longNardy.view(s, `p${s.turn.side}`).allowed_actions.find((a) => a.action_type === "move_checker")
    ?.payloads ?? [];

describe("long nardy", () => {
  it("starts both heads with fifteen, and the higher opening die moves first with a fresh roll", () => {
    const s = fresh([2, 2, 3, 5], [6, 1]);
    const board = longNardy.view(s, null).board;
    assert.equal(board.points[23], 15);
    assert.equal(board.points[11], -15);
    assert.deepEqual(board.opening, [3, 5], "a tied opening rolls again");
    assert.equal(longNardy.view(s, null).turn, 1);
    assert.deepEqual(board.dice, [6, 1]);
    assert.deepEqual(longNardy.view(s, "p0").allowed_actions, []);
  });

  it("lets one checker leave the head per turn, so 6-1 plays 24→18 and then 18→17 or 24→23 is refused", () => {
    let s = fresh([5, 2], [6, 1]);
    assert.deepEqual(payloads(s), [
      { from: 24, to: 18 },
      { from: 24, to: 23 },
    ]);
    s = step(s, 24, 18);
    assert.deepEqual(payloads(s), [{ from: 18, to: 17 }]);
    const detail = refuse(longNardy, s, "p0", moveOf(24, 23), "invalid_action");
    assert.match(detail, /head/);
    s = step(s, 18, 17);
    refuse(longNardy, s, "p0", moveOf(17, 16), "invalid_phase");
    s = play(longNardy, s, "p0", action("confirm_turn"), scriptedRng([3, 4]));
    assert.equal(s.turn.side, 1);
    assert.deepEqual(longNardy.view(s, null).board.last_turn?.steps.length, 2);
  });

  it("lets two leave the head on a first 6-6, and undo puts a step back", () => {
    let s = fresh([5, 2], [6, 6]);
    s = step(s, 24, 18);
    s = step(s, 24, 18);
    assert.equal(s.turn.toPlay, 0, "18→12 is the other head: the other two sixes cannot be played");
    s = play(longNardy, s, "p0", action("undo"));
    assert.equal(longNardy.view(s, null).board.points[23], 14);
    assert.deepEqual(payloads(s), [{ from: 24, to: 18 }]);
    refuse(longNardy, s, "p0", action("confirm_turn"), "invalid_phase");
  });

  it("never lets a checker land on an opposing one", () => {
    const s = at({ 10: 1, 7: -1 }, 0, [3, 1]);
    const detail = refuse(longNardy, s, "p0", moveOf(10, 7), "invalid_action");
    assert.match(detail, /held by your opponent/);
  });

  it("forbids six points in a row unless an opposing checker is past them", () => {
    // 24→20 would close 21..16; the second seat's checkers are all on its head (board 12), none past.
    const blocked = { 24: 1, 21: 1, 19: 1, 18: 1, 17: 1, 16: 1, 12: -15 };
    const s = at(blocked, 0, [4, 1]);
    assert.ok(!payloads(s).some((p) => p.from === 24 && p.to === 20));
    assert.match(refuse(longNardy, s, "p0", moveOf(24, 20), "invalid_action"), /six points in a row/);
    // Board 14 is the second seat's point 2: a checker there has passed the block.
    const past = at({ ...blocked, 12: -14, 14: -1 }, 0, [4, 1]);
    assert.ok(payloads(past).some((p) => p.from === 24 && p.to === 20));
  });

  it("bears off from home only, a larger die only from the farthest point, and mars counts double", () => {
    let s = at({ 6: 1, 2: 14, 20: -15 }, 0, [6, 1]);
    assert.deepEqual(
      [...payloads(s)].sort((a, b) => String(a.from).localeCompare(String(b.from))),
      [
        { from: 2, to: 1 },
        { from: 6, to: "off" },
        { from: 6, to: 5 },
      ],
    );
    s = at({ 2: 1 }, 0, [6, 5], [14, 0]);
    s = step(s, 2, "off");
    const view = longNardy.view(s, null);
    assert.equal(view.turn, null);
    assert.deepEqual(view.board.result, { winner: 0, points: 2, mars: true });
    assert.deepEqual(longNardy.outcome(s), { status: "finished", winners: ["p0"] });
    refuse(longNardy, s, "p1", action("confirm_turn"), "game_over");
  });

  it("plays to the end from any seed when every pick is a listed payload, and a timeout plays the turn out", () => {
    for (let seed = 0; seed < 6; seed++) {
      const rng = createRng(rngStateFromSeed(`nardy-${seed}`));
      let s = longNardy.setup(seats(2), rng);
      for (let n = 0; longNardy.outcome(s).status === "running"; n++) {
        assert.ok(n < 3000, "a game ends");
        const actor = `p${s.turn.side}`;
        if (n % 7 === 3) {
          s = play(longNardy, s, "system", longNardy.timeoutAction(s), rng);
          continue;
        }
        const allowed = longNardy.view(s, actor).allowed_actions;
        const forward = allowed.filter((a) => a.action_type !== "undo");
        const pick = forward[rng.int(forward.length)];
        assert.ok(pick);
        const options = pick.payloads ?? [{}];
        s = play(longNardy, s, actor, action(pick.action_type, options[rng.int(options.length)] ?? {}), rng);
        const { points, off: shown, moves_left, head_left } = longNardy.view(s, null).board;
        const off: [number, number] = [shown[0] ?? 0, shown[1] ?? 0];
        if (moves_left.length > 0 && longNardy.outcome(s).status === "running") {
          // The computer players plan whole turns from the board: each plan starts with a legal step.
          const resumed = resumeTurn({ points, off }, s.turn.side, moves_left, head_left);
          const firsts = new Set(turnEnds(resumed).map((end) => `${end.steps[0]?.from}>${end.steps[0]?.to}`));
          const legal = new Set(legalSteps(s.turn).map(({ step }) => `${step.from}>${step.to}`));
          for (const first of firsts)
            assert.ok(legal.has(first), `${first} starts a whole turn, so it is legal`);
        }
        const count = (sign: number) => points.reduce((n, p) => n + Math.max(0, sign * p), 0);
        assert.equal(count(1) + off[0], 15);
        assert.equal(count(-1) + off[1], 15);
      }
    }
  });
});
