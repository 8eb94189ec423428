import type { GameAction, Seat } from "../contract.ts";

/** Participant ids in turn order; throws because a wrong table size is a service bug, not a player move. */
export function seatIds(players: readonly Seat[], min: number, max: number): string[] {
  if (players.length < min || players.length > max) {
    throw new RangeError(`expected ${min}..${max} players, got ${players.length}`);
  }
  return players.map((player) => player.id);
}

/** The seat after `turn`, wrapping around the table. */
export function nextSeat(turn: number, seatCount: number): number {
  return (turn + 1) % seatCount;
}

/** The timeout action every game uses; a fresh object so callers may not share mutations. */
export function forfeitAction(): GameAction {
  return { action_type: "forfeit", payload: {} };
}
