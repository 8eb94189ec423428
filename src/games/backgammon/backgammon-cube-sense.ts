/**
 * The hard player's cube decisions in money play, by its network's estimate
 * of its chances (cubeless, gammons not counted): it doubles from 70%, the
 * usual start of the doubling window with a live cube, and takes while it
 * still wins 22%, below the 25% of a dead cube because owning the cube is
 * worth a few percent. In a match the same thresholds are a rough guide.
 */
import { type Evaluator, winChance } from "./backgammon-network.ts";
import type { Position, Side } from "./backgammon-position.ts";
import { sideView } from "./backgammon-side.ts";

const DOUBLE_FROM = 0.7;
const TAKE_FROM = 0.22;

/** The chance that `side`, about to roll, wins: one minus its opponent's, who has just moved. */
export function chanceBeforeRolling(e: Evaluator, position: Position, side: Side): number {
  return 1 - winChance(e, sideView(position, side === 0 ? 1 : 0));
}

/** Whether `side`, about to roll, offers a double. */
export function offersDouble(e: Evaluator, position: Position, side: Side): boolean {
  return chanceBeforeRolling(e, position, side) >= DOUBLE_FROM;
}

/** Whether `side`, doubled, takes: its chance with the doubler about to roll. */
export function acceptsDouble(e: Evaluator, position: Position, side: Side): boolean {
  return winChance(e, sideView(position, side)) >= TAKE_FROM;
}
