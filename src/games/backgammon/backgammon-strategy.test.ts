import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { GameAction } from "../contract.ts";
import { createRng, rngStateFromSeed } from "../rng.ts";
import type { Strategy } from "../strategy.ts";
import { backgammon } from "./backgammon.ts";
import type { BackgammonBoard } from "./backgammon-board.ts";
import { BACKGAMMON_STRATEGIES } from "./backgammon-strategy.ts";

/** Whether `action` is one of the view's allowed actions, with a listed payload when payloads are listed. */
function listed(allowed: ReturnType<typeof backgammon.view>["allowed_actions"], action: GameAction): boolean {
  const entry = allowed.find((a) => a.action_type === action.action_type);
  if (!entry) return false;
  const payloads = entry.payloads;
  return !payloads || payloads.some((p) => JSON.stringify(p) === JSON.stringify(action.payload));
}

/** One seeded game through backgammon's own rules; every action must be listed and accepted. */
function play(players: readonly Strategy<BackgammonBoard>[], seed: string): number {
  const rules = createRng(rngStateFromSeed(`${seed}/rules`));
  const choices = createRng(rngStateFromSeed(`${seed}/players`));
  let state = backgammon.setup(
    players.map((_, i) => ({ id: `p${i}`, name: `P${i}` })),
    rules,
  );
  for (let step = 0; step < 5000; step++) {
    const outcome = backgammon.outcome(state);
    if (outcome.status === "finished") return step;
    const turn = backgammon.view(state, null).turn ?? 0;
    const view = backgammon.view(state, `p${turn}`);
    const action = (players[turn] as Strategy<BackgammonBoard>)(view, choices);
    assert.ok(listed(view.allowed_actions, action), `${seed}: not listed ${JSON.stringify(action)}`);
    const result = backgammon.apply(state, action, { actor: `p${turn}`, rng: rules });
    assert.ok(result.ok, `${seed}: refused ${JSON.stringify(action)}`);
    state = result.state;
  }
  throw new Error(`${seed}: the game did not end`);
}

describe("backgammon computer players through the rules", () => {
  it("take only listed, accepted actions to the end of seeded games, cube included", () => {
    const { easy, medium, hard } = BACKGAMMON_STRATEGIES;
    for (const [name, players] of [
      ["hard-easy", [hard, easy]],
      ["medium-hard", [medium, hard]],
      ["hard-hard", [hard, hard]],
    ] as const) {
      assert.ok(play(players, `strategy-${name}`) > 20);
    }
  });
});
