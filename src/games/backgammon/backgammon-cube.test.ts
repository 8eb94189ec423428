import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { mayDouble, nextMatchGame, scoreAfter, startingCube, takenCube } from "./backgammon-cube.ts";

describe("backgammon cube and match", () => {
  it("starts in the middle, goes to the taker at twice the value, and is absent in the Crawford game", () => {
    const cube = startingCube(null);
    assert.deepEqual(cube, { value: 1, owner: null });
    assert.ok(cube && mayDouble(cube, 0) && mayDouble(cube, 1));
    const taken = takenCube({ value: 2, owner: 0 }, 1);
    assert.deepEqual(taken, { value: 4, owner: 1 });
    assert.ok(mayDouble(taken, 1) && !mayDouble(taken, 0));
    assert.equal(startingCube({ to: 5, score: [4, 2], crawford: true }), null);
    assert.ok(!mayDouble(null, 0));
  });

  it("plays the Crawford game right after a side first reaches one point short, and normally after it", () => {
    const start = { to: 5, score: [2, 1] as const, crawford: false };
    const gammon = { winner: 0 as const, kind: "gammon" as const, points: 2 };
    assert.deepEqual(nextMatchGame(start, gammon), { to: 5, score: [4, 1], crawford: true });
    const crawford = { to: 5, score: [4, 1] as const, crawford: true };
    const single = { winner: 1 as const, kind: "single" as const, points: 1 };
    assert.deepEqual(nextMatchGame(crawford, single), { to: 5, score: [4, 2], crawford: false });
    assert.deepEqual(nextMatchGame({ to: 5, score: [4, 2], crawford: false }, single), {
      to: 5,
      score: [4, 3],
      crawford: false,
    });
  });

  it("ends the match when a side reaches its length, counting no points past it", () => {
    const match = { to: 3, score: [2, 0] as const, crawford: false };
    const backgammon = { winner: 0 as const, kind: "backgammon" as const, points: 6 };
    assert.deepEqual(scoreAfter(match, backgammon), [3, 0]);
    assert.equal(nextMatchGame(match, backgammon), null);
  });
});
