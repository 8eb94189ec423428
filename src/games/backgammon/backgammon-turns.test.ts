import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { applyMove, movesForDie, singleMove, unmove } from "./backgammon-moves.ts";
import { type Position, pipCount, positionKey, startingPosition } from "./backgammon-position.ts";
import { refusalOf } from "./backgammon-refusals.ts";
import { legalSteps, legalTurns } from "./backgammon-turns.ts";

/** A position from `{point: count}` (positive first seat, negative second), with bars and trays. */
function at(
  points: Record<number, number>,
  bar: [number, number] = [0, 0],
  off?: [number, number],
): Position {
  const board = Array<number>(24).fill(0);
  for (const [point, count] of Object.entries(points)) board[Number(point) - 1] = count;
  const on = (sign: number) => board.reduce((n, c) => n + Math.max(0, sign * c), 0);
  const tray: [number, number] = off ?? [15 - on(1) - bar[0], 15 - on(-1) - bar[1]];
  return { points: board, bar, off: tray };
}
const steps = (position: Position, side: 0 | 1, left: number[]) =>
  legalSteps(position, side, left).map((m) => `${m.from}/${m.to}`);

describe("backgammon moves", () => {
  it("starts 2-5-3-5 for each side, 167 pips each", () => {
    const start = startingPosition();
    assert.deepEqual(start.points.slice(0, 6), [-2, 0, 0, 0, 0, 5]);
    assert.equal(start.points[12], 5);
    assert.equal(start.points[11], -5);
    assert.equal(pipCount(start, 0), 167);
    assert.equal(pipCount(start, 1), 167);
  });

  it("moves the first seat down and the second up, and never onto a held point", () => {
    const start = startingPosition();
    assert.deepEqual(singleMove(start, 0, 13, 3), { from: 13, to: 10, die: 3, hit: false });
    assert.deepEqual(singleMove(start, 1, 12, 3), { from: 12, to: 15, die: 3, hit: false });
    assert.equal(singleMove(start, 0, 13, 1), null, "point 12 holds five of the second seat");
    assert.equal(singleMove(start, 0, 5, 1), null, "no checker on point 5");
  });

  it("hits a blot, sending it to the bar, and a checker on the bar must enter first", () => {
    const position = at({ 10: 1, 8: -1, 1: -14 });
    const hit = singleMove(position, 0, 10, 2);
    assert.deepEqual(hit, { from: 10, to: 8, die: 2, hit: true });
    const after = applyMove(position, 0, hit as NonNullable<typeof hit>);
    assert.equal(after.points[7], 1);
    assert.deepEqual(after.bar, [0, 1]);
    assert.deepEqual(unmove(after, 0, hit as NonNullable<typeof hit>), position, "undo brings the blot back");
    assert.deepEqual(
      movesForDie(after, 1, 3).map((m) => `${m.from}/${m.to}`),
      ["bar/3"],
    );
    assert.equal(refusalOf(after, 1, [3, 5], 1, 4), "You have a checker on the bar: enter it first.");
  });

  it("bears off exactly, or from the highest point with a larger die, only when all are home", () => {
    const home = at({ 5: 2, 3: 1 });
    assert.deepEqual(steps(home, 0, [6]), ["5/off"]);
    assert.deepEqual(steps(home, 0, [3]), ["5/2", "3/off"]);
    const outside = at({ 7: 1, 3: 1 });
    assert.deepEqual(steps(outside, 0, [3]), ["7/4"]);
    assert.equal(
      refusalOf(outside, 0, [3], 3, "off"),
      "You can bear off only once all your checkers are in your home board.",
    );
    const second = at({ 20: -1, 23: -1 });
    assert.deepEqual(steps(second, 1, [6]), ["20/off"]);
  });

  it("plays a double four times", () => {
    const turns = legalTurns(at({ 24: 1, 1: -15 }), [2, 2], 0);
    assert.equal(turns.length, 1);
    assert.equal(turns[0]?.moves.length, 4);
    assert.equal(turns[0]?.position.points[15], 1);
  });

  it("lists every distinct position of the opening 3-1, including making the five-point", () => {
    const turns = legalTurns(startingPosition(), [3, 1], 0);
    const keys = new Set(turns.map((t) => positionKey(t.position)));
    assert.equal(keys.size, turns.length);
    assert.equal(turns.length, 16);
    assert.ok(turns.some((t) => t.position.points[4] === 2 && t.position.points[7] === 2));
  });

  it("must use both dice when some sequence does, and explains the refusal", () => {
    // 6-1: 2/1 first leaves the 6 unplayable (point 7 held, no bearing off from outside); 13/12/6 plays both.
    const position = at({ 13: 1, 2: 1, 7: -2, 20: -13 });
    assert.deepEqual(steps(position, 0, [6, 1]), ["13/12"]);
    assert.equal(refusalOf(position, 0, [6, 1], 13, 12), null);
    assert.match(refusalOf(position, 0, [6, 1], 2, 1) ?? "", /would leave a die you could play unused/);
    assert.match(refusalOf(position, 0, [6, 1], 13, 7) ?? "", /Point 7 is held/);
  });

  it("plays the larger die when only one of two can be played, and explains the refusal", () => {
    // One checker on 9: the 2 is blocked on 7, and after 9/3 on 1; only the 6 plays.
    const position = at({ 9: 1, 7: -2, 2: -2, 1: -11 }, [0, 0], [14, 0]);
    assert.deepEqual(steps(position, 0, [6, 2]), ["9/3"]);
    assert.equal(refusalOf(position, 0, [6, 2], 9, 7), "Point 7 is held by your opponent.");
    const single = at({ 9: 1, 2: -2, 1: -13 }, [0, 0], [14, 0]);
    assert.deepEqual(steps(single, 0, [6, 1]), ["9/3"]);
    assert.equal(
      refusalOf(single, 0, [6, 1], 9, 8),
      "Only one die can be played, so you must play the larger: 6.",
    );
  });

  it("leaves the position unchanged when nothing can move", () => {
    const closed = at({ 19: -2, 20: -2, 21: -2, 22: -2, 23: -2, 24: -2, 1: -3, 6: 14 }, [1, 0]);
    const turns = legalTurns(closed, [6, 5], 0);
    assert.equal(turns.length, 1);
    assert.deepEqual(turns[0]?.moves, []);
    assert.equal(
      refusalOf(closed, 0, [6, 5], "bar", 20),
      "No checker can move with these dice: confirm your turn.",
    );
  });
});
