import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { createRng, rngStateFromSeed } from "../rng.ts";
import { pubevalTurn } from "./backgammon-choosers.ts";
import { wholeTurns } from "./backgammon-fast-turns.ts";
import { type Position, type Side, startingPosition } from "./backgammon-position.ts";
import { sideView } from "./backgammon-side.ts";
import { diceToPlay, legalTurns } from "./backgammon-turns.ts";

/** The end positions of a turn as the mover sees them, sorted, to compare as sets. */
const keys = (views: readonly Int8Array[]) => views.map((v) => v.join(",")).sort();

describe("the fast turn generator", () => {
  it("lists the same end positions as the rules' legalTurns at every turn of seeded games", () => {
    let compared = 0;
    for (let g = 0; g < 6; g++) {
      const dice = createRng(rngStateFromSeed(`fast-turns-${g}/dice`));
      const choices = createRng(rngStateFromSeed(`fast-turns-${g}/choices`));
      let position: Position = startingPosition();
      for (let turn = 0; turn < 2000 && position.off[0] < 15 && position.off[1] < 15; turn++) {
        const side: Side = turn % 2 === 0 ? 0 : 1;
        const [a, b] = [dice.die(), dice.die()];
        const rules = legalTurns(position, [a, b], side).map((t) => sideView(t.position, side));
        const fast = wholeTurns(sideView(position, side), a, b);
        assert.deepEqual(keys(fast), keys(rules), `game ${g}, turn ${turn}, roll ${a}-${b}`);
        compared++;
        position = pubevalTurn(position, side, diceToPlay([a, b]), choices).position;
      }
    }
    assert.ok(compared > 6 * 30, `only ${compared} turns compared`);
  });
});
