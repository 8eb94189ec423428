import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createRng, rngStateFromSeed } from "../rng.ts";
import { crudeTurn, networkTurn, pubevalTurn, type TurnChooser } from "./backgammon-choosers.ts";
import { applyMove } from "./backgammon-moves.ts";
import NETWORK from "./backgammon-network.json" with { type: "json" };
import { evaluator, winChance } from "./backgammon-network.ts";
import { type Position, positionKey, type Side, startingPosition } from "./backgammon-position.ts";
import { pubeval } from "./backgammon-pubeval.ts";
import { sideView } from "./backgammon-side.ts";
import { diceToPlay, legalTurns } from "./backgammon-turns.ts";

/**
 * Plays one seeded game between two choosers, checking at every turn that
 * the chosen end position is one of the rules' legal turns and that its
 * moves, replayed one by one, reach it. Returns the turns played.
 */
function checkedGame(players: readonly [TurnChooser, TurnChooser], seed: string): number {
  const dice = createRng(rngStateFromSeed(`${seed}/dice`));
  const choices = createRng(rngStateFromSeed(`${seed}/choices`));
  let position: Position = startingPosition();
  for (let turn = 0; turn < 2000; turn++) {
    const side: Side = turn % 2 === 0 ? 0 : 1;
    const roll = [dice.die(), dice.die()];
    const chosen = (players[side] as TurnChooser)(position, side, diceToPlay(roll), choices);
    const legal = legalTurns(position, roll, side).map((t) => positionKey(t.position));
    assert.ok(legal.includes(positionKey(chosen.position)), `${seed} turn ${turn}: not a legal turn`);
    const replayed = chosen.moves.reduce((p, move) => applyMove(p, side, move), position);
    assert.equal(positionKey(replayed), positionKey(chosen.position), `${seed} turn ${turn}: moves`);
    position = chosen.position;
    if (position.off[side] === 15) return turn + 1;
  }
  throw new Error(`${seed}: the game did not end`);
}

describe("backgammon computer players", () => {
  it("choose only legal turns, and moves that reach them, from seeded games", () => {
    const hard = networkTurn(evaluator(NETWORK));
    for (const [name, players] of [
      ["hard-medium", [hard, pubevalTurn]],
      ["easy-medium", [crudeTurn, pubevalTurn]],
      ["hard-easy", [hard, crudeTurn]],
    ] as const) {
      assert.ok(checkedGame(players, `players-${name}`) > 10);
    }
  });

  it("rate the opening position as even and a won race as won", () => {
    const e = evaluator(NETWORK);
    const start = sideView(startingPosition(), 0);
    assert.ok(Math.abs(winChance(e, start) - 0.5) < 0.15, "the start is about even");
    const points = Array<number>(24).fill(0);
    points[0] = 2;
    points[23] = -15;
    const nearlyHome = sideView({ points, bar: [0, 0], off: [13, 0] }, 0);
    assert.ok(winChance(e, nearlyHome) > 0.95, "two checkers left against fifteen");
    assert.ok(Number.isFinite(pubeval(nearlyHome, true)));
  });
});
