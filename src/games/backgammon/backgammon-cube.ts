/** The doubling cube, what a finished game is worth, and the match score with the Crawford rule. */
import {
  BAR_PIPS,
  CHECKERS,
  opponent,
  ownAt,
  type Position,
  pipsOf,
  type Side,
} from "./backgammon-position.ts";

/** The cube: its value and who may double next (null = either, from the middle). */
export interface Cube {
  readonly value: number;
  readonly owner: Side | null;
}

/** A match to `to` points: the score before this game, and whether this is the Crawford game. */
export interface Match {
  readonly to: number;
  readonly score: readonly [number, number];
  readonly crawford: boolean;
}

/** How a game ended and what it is worth to the winner. */
export interface GameResult {
  readonly winner: Side;
  readonly kind: "single" | "gammon" | "backgammon" | "dropped";
  readonly points: number;
}

/** Lengths a match may have; null is money play. */
export const MATCH_LENGTHS = [1, 3, 5, 7, 9, 11] as const;

/** The cube a game starts with: in the middle at 1, or none in the Crawford game. */
export function startingCube(match: Match | null): Cube | null {
  return match?.crawford ? null : { value: 1, owner: null };
}

/** Whether `side` may offer a double now: the cube is in play and in the middle or its own. */
export function mayDouble(cube: Cube | null, side: Side): boolean {
  return cube !== null && (cube.owner === null || cube.owner === side);
}

/** The cube after `side` takes a double: twice the value, and the taker owns it. */
export function takenCube(cube: Cube, side: Side): Cube {
  return { value: cube.value * 2, owner: side };
}

/** Whether the loser still has a checker on the bar or in the winner's home board. */
function stuckBehind(position: Position, loser: Side): boolean {
  if (position.bar[loser] > 0) return true;
  for (let point = 1; point <= 24; point++) {
    if (ownAt(position, loser, point) > 0 && pipsOf(loser, point) >= BAR_PIPS - 6) return true;
  }
  return false;
}

/**
 * The result once `winner` has borne off its last checker: a gammon (2x)
 * when the loser has borne off none, a backgammon (3x) when it also still
 * has a checker on the bar or in the winner's home board; times the cube.
 */
export function bearOffResult(position: Position, winner: Side, cube: Cube | null): GameResult {
  const loser = opponent(winner);
  const value = cube?.value ?? 1;
  if (position.off[loser] > 0) return { winner, kind: "single", points: value };
  if (stuckBehind(position, loser)) return { winner, kind: "backgammon", points: 3 * value };
  return { winner, kind: "gammon", points: 2 * value };
}

/** The result when the side that doubled wins because the other dropped: the cube's value before the double. */
export function droppedResult(doubler: Side, cube: Cube): GameResult {
  return { winner: doubler, kind: "dropped", points: cube.value };
}

/** Whether every checker of `side` is off. */
export function bornOff(position: Position, side: Side): boolean {
  return position.off[side] === CHECKERS;
}

/** The match score after a game's result, capped at the match length (points past it are not needed). */
export function scoreAfter(match: Match, result: GameResult): [number, number] {
  const score: [number, number] = [match.score[0], match.score[1]];
  score[result.winner] = Math.min(match.to, score[result.winner] + result.points);
  return score;
}

/**
 * The next game of a match after `result`, or null when the match is over.
 * The Crawford game is the one right after a side first reaches one point
 * short of the match; no doubling in it, and normal play again after it.
 */
export function nextMatchGame(match: Match, result: GameResult): Match | null {
  const score = scoreAfter(match, result);
  if (score[0] >= match.to || score[1] >= match.to) return null;
  const short = match.to - 1;
  const wasShort = match.score[0] === short || match.score[1] === short;
  const isShort = score[0] === short || score[1] === short;
  return { to: match.to, score, crawford: isShort && !wasShort };
}
