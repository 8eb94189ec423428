import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createRng, rngStateFromSeed } from "../rng.ts";
import type { Strategy } from "../strategy.ts";
import { ludo } from "./ludo.ts";
import type { LudoBoard } from "./ludo-board.ts";
import { LUDO_STRATEGIES } from "./ludo-strategy.ts";

/**
 * One seeded game between strategies through Ludo's own rules, seeded as
 * test/games/strategies.test.ts seeds the other games; every chosen action
 * must be listed and accepted. Returns the winner's seat.
 */
function play(players: readonly Strategy<LudoBoard>[], seed: string): number {
  const rules = createRng(rngStateFromSeed(`${seed}/rules`));
  const choices = createRng(rngStateFromSeed(`${seed}/players`));
  let state = ludo.setup(
    players.map((_, i) => ({ id: `p${i}`, name: `P${i}` })),
    rules,
  );
  for (let step = 0; step < 10_000; step++) {
    const outcome = ludo.outcome(state);
    if (outcome.status === "finished") return Number(outcome.winners[0]?.slice(1));
    const turn = ludo.view(state, null).turn ?? 0;
    const view = ludo.view(state, `p${turn}`);
    const action = (players[turn] as Strategy<LudoBoard>)(view, choices);
    const listed = view.allowed_actions.find((a) => a.action_type === action.action_type);
    assert.ok(listed && (listed.choices?.includes(action.payload.cell as number) ?? true), "listed");
    const result = ludo.apply(state, action, { actor: `p${turn}`, rng: rules });
    assert.ok(result.ok, `refused ${JSON.stringify(action)}`);
    state = result.state;
  }
  throw new Error(`${seed}: the game did not end`);
}

describe("ludo computer players", () => {
  test("choose only legal actions at every table size and strength", () => {
    const { easy, hard } = LUDO_STRATEGIES;
    for (const table of [
      [easy, hard, easy],
      [hard, hard, easy, easy],
      [hard, hard],
    ]) {
      for (let g = 0; g < 10; g++) play(table, `legal-${table.length}-${g}`);
    }
  });

  test("hard (captures, escapes, finishes, leaves the yard) beats easy over 1,000 seeded games", () => {
    let hardWins = 0;
    for (let g = 0; g < 1000; g++) {
      const hardSeat = g % 2;
      const { easy, hard } = LUDO_STRATEGIES;
      const winner = play(hardSeat === 0 ? [hard, easy] : [easy, hard], `series-ludo-${g}`);
      if (winner === hardSeat) hardWins++;
    }
    // Measured: 906 of 1,000.
    assert.ok(hardWins >= 850, `hard wins at least 85%: ${hardWins}`);
  });
});
