import { createRng, rngStateFromSeed } from "../rng.ts";
import type { Strategy } from "../strategy.ts";
import { longNardy } from "./long-nardy.ts";
import type { LongNardyBoard } from "./long-nardy-board.ts";

/** Actions a game may take before it is taken for stuck: far more than any game of long nardy needs. */
const MOST_ACTIONS = 5000;

/**
 * One seeded game between two strategies through long nardy's own rules,
 * seeded as the other games' series are. Throws when a strategy picks an
 * action the view did not list or the rules refuse. Returns the winner's seat.
 */
export function playLongNardy(players: readonly Strategy<LongNardyBoard>[], seed: string): number {
  const rules = createRng(rngStateFromSeed(`${seed}/rules`));
  const choices = createRng(rngStateFromSeed(`${seed}/players`));
  let state = longNardy.setup(
    players.map((_, i) => ({ id: `p${i}`, name: `P${i}` })),
    rules,
  );
  for (let n = 0; n < MOST_ACTIONS; n++) {
    const outcome = longNardy.outcome(state);
    if (outcome.status === "finished") return Number(outcome.winners[0]?.slice(1));
    const turn = longNardy.view(state, null).turn ?? 0;
    const view = longNardy.view(state, `p${turn}`);
    const action = (players[turn] as Strategy<LongNardyBoard>)(view, choices);
    const listed = view.allowed_actions.find((a) => a.action_type === action.action_type);
    if (!listed?.payloads?.some((p) => JSON.stringify(p) === JSON.stringify(action.payload))) {
      throw new Error(`${seed}: ${JSON.stringify(action)} was not listed`);
    }
    const result = longNardy.apply(state, action, { actor: `p${turn}`, rng: rules });
    if (!result.ok) throw new Error(`${seed}: ${JSON.stringify(action)} refused: ${result.detail}`);
    state = result.state;
  }
  throw new Error(`${seed}: the game did not end`);
}

/** Hard against easy over `games` seeded games, seats swapped every other game: how many hard won. */
export function hardAgainstEasy(
  strategies: Readonly<Record<"easy" | "hard", Strategy<LongNardyBoard>>>,
  games: number,
): number {
  const { easy, hard } = strategies;
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const hardSeat = g % 2;
    if (playLongNardy(hardSeat === 0 ? [hard, easy] : [easy, hard], `series-long-nardy-${g}`) === hardSeat)
      wins++;
  }
  return wins;
}
