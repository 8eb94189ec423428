import type { BoardBase, GameAction, GameView, Rng } from "./contract.ts";

/** How well a computer player plays: its one list is the session document's. */
export { STRENGTHS, type Strength } from "../documents/session-document.ts";

/**
 * A computer player: from what its seat sees (the view of the seat to move,
 * allowed actions included) to the action it takes. Pure: its only
 * randomness is `rng`, so a seeded game replays the same choices.
 */
export type Strategy<B extends BoardBase> = (view: GameView<B>, rng: Rng) => GameAction;

/**
 * A strength between two: each decision is `weaker`'s or `stronger`'s with
 * even odds, drawn from the seeded RNG; what a game without a medium player
 * of its own plays as `medium`.
 */
export function between<B extends BoardBase>(weaker: Strategy<B>, stronger: Strategy<B>): Strategy<B> {
  return (view, rng) => (rng.int(2) === 0 ? weaker : stronger)(view, rng);
}
