import type { BoardBase, GameAction, GameView, Rng } from "./contract.ts";

/** How well a computer player plays: its one list is the session document's. */
export { STRENGTHS, type Strength } from "../documents/session-document.ts";

/**
 * A computer player: from what its seat sees (the view of the seat to move,
 * allowed actions included) to the action it takes. Pure: its only
 * randomness is `rng`, so a seeded game replays the same choices.
 */
export type Strategy<B extends BoardBase> = (view: GameView<B>, rng: Rng) => GameAction;
