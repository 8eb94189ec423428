import type { Bid } from "./liars-dice-bids.ts";

/** Dice each player starts with. */
export const STARTING_DICE = 5;

/** A bid as made: who made it, and what. */
export interface PlacedBid extends Bid {
  readonly seat: number;
}

/** A round as it was shown when its last bid was called. */
export interface Reveal {
  readonly round: number;
  /** Every cup of that round, per seat ([] for a seat already out). */
  readonly cups: readonly (readonly number[])[];
  readonly bid: PlacedBid;
  readonly caller: number;
  /** Dice that backed the bid. */
  readonly counted: number;
  readonly loser: number;
}

/** Stored after every action. `cups` are this round's secret dice; only `view()` decides who sees them. */
export interface LiarsDiceState {
  readonly seats: readonly string[];
  /**
   * 128 secret bits drawn from the dice stream at setup and never shown. The
   * audit trail publishes a hash of every state, and without the salt a
   * player could try every cup of the others (7,776 per five dice) against it.
   */
  readonly salt: string;
  readonly round: number;
  readonly cups: readonly (readonly number[])[];
  readonly turn: number;
  /** This round's bids, in order. */
  readonly bids: readonly PlacedBid[];
  /** The last called round, or null before the first call. */
  readonly revealed: Reveal | null;
  readonly over: boolean;
}

/** Dice left per seat. */
export function diceCounts(state: LiarsDiceState): number[] {
  return state.cups.map((cup) => cup.length);
}

/** The bid standing now, or null at the start of a round. */
export function currentBid(state: LiarsDiceState): PlacedBid | null {
  return state.bids.at(-1) ?? null;
}
