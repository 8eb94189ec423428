/** Rolls a turn may use. */
export const ROLLS_PER_TURN = 3;
/** Dice on the table. */
export const DICE_COUNT = 5;

/** Dice of a turn that has not rolled yet; frozen because every fresh turn shares it. */
export const UNROLLED_DICE: readonly number[] = Object.freeze([0, 0, 0, 0, 0]);
/** Held marks before any hold. */
export const NO_HOLDS: readonly boolean[] = Object.freeze([false, false, false, false, false]);

/** Stored after every action; scorecards are arrays in YACHT_CATEGORIES order, null = still open. */
export interface YachtState {
  readonly seats: readonly string[];
  readonly turn: number;
  /** 0 = not rolled yet this turn. */
  readonly dice: readonly number[];
  readonly held: readonly boolean[];
  readonly rolls_left: number;
  readonly cards: readonly (readonly (number | null)[])[];
  readonly over: boolean;
}

/** Whether the seat to move has rolled at least once this turn. */
export function hasRolled(state: YachtState): boolean {
  return state.rolls_left < ROLLS_PER_TURN;
}
