/**
 * Whole turns under the forced-move rule: a side must use both dice (all
 * four on doubles) when any sequence does, otherwise as many as it can, and
 * the larger die when only one of two can be played.
 */
import { applyMove, movesForDie } from "./backgammon-moves.ts";
import { type CheckerMove, type Position, positionKey, type Side } from "./backgammon-position.ts";

/** A whole turn: the position it leaves and one sequence of checker moves that reaches it. */
export interface Turn {
  readonly position: Position;
  readonly moves: readonly CheckerMove[];
}

/** The dice a roll lets a side play: both dice, or four of a double. */
export function diceToPlay(dice: readonly number[]): number[] {
  const [a, b] = dice;
  if (a === undefined) return [];
  return a === b ? [a, a, a, a] : dice.slice();
}

/** Every turn one step longer than those of `level`, each distinct position once. */
function expand(level: readonly Turn[], side: Side, die: number): Turn[] {
  const next = new Map<string, Turn>();
  for (const turn of level) {
    for (const move of movesForDie(turn.position, side, die)) {
      const position = applyMove(turn.position, side, move);
      const key = positionKey(position);
      if (!next.has(key)) next.set(key, { position, moves: [...turn.moves, move] });
    }
  }
  return [...next.values()];
}

/** The deepest non-empty level of playing `die` up to `count` times. */
function sameDieTurns(start: Turn, side: Side, die: number, count: number): Turn[] {
  let level: Turn[] = [start];
  for (let step = 0; step < count; step++) {
    const next = expand(level, side, die);
    if (next.length === 0) break;
    level = next;
  }
  return level;
}

/**
 * Every distinct position `side` may leave with the dice still to play
 * (`left`: remaining dice, four for a fresh double), under the forced-move
 * rule; the unchanged position when nothing can move.
 */
export function turnsWith(position: Position, side: Side, left: readonly number[]): Turn[] {
  const start: Turn = { position, moves: [] };
  const [first, second] = left;
  if (first === undefined) return [start];
  if (second === undefined || first === second) return sameDieTurns(start, side, first, left.length);
  const high = Math.max(first, second);
  const low = Math.min(first, second);
  const highFirst = expand([start], side, high);
  const lowFirst = expand([start], side, low);
  const both = new Map<string, Turn>();
  for (const turn of [...expand(highFirst, side, low), ...expand(lowFirst, side, high)]) {
    const key = positionKey(turn.position);
    if (!both.has(key)) both.set(key, turn);
  }
  if (both.size > 0) return [...both.values()];
  if (highFirst.length > 0) return highFirst;
  return lowFirst.length > 0 ? lowFirst : [start];
}

/**
 * Every distinct position `side` may leave after rolling `dice` (two dice;
 * a double plays four times), with one move sequence reaching each. For the
 * computer players: a strategy picks a turn and plays its moves one by one.
 */
export function legalTurns(position: Position, dice: readonly number[], side: Side): Turn[] {
  return turnsWith(position, side, diceToPlay(dice));
}

/** How many of `left` the side can play at most from `position`; stops at the first full sequence. */
export function playableCount(position: Position, side: Side, left: readonly number[]): number {
  if (left.length === 0) return 0;
  if (left.length === 1) return movesForDie(position, side, left[0] as number, 1).length;
  let best = 0;
  for (const die of new Set(left)) {
    const rest = left.slice();
    rest.splice(rest.indexOf(die), 1);
    for (const move of movesForDie(position, side, die)) {
      best = Math.max(best, 1 + playableCount(applyMove(position, side, move), side, rest));
      if (best === left.length) return best;
    }
  }
  return best;
}

/** The single-checker moves `side` may make next with `left`, each by the die it would use. */
export function legalSteps(position: Position, side: Side, left: readonly number[]): CheckerMove[] {
  if (left.length === 1) return movesForDie(position, side, left[0] as number);
  const most = playableCount(position, side, left);
  if (most === 0) return [];
  const dice = [...new Set(left)].sort((a, b) => b - a);
  const steps: CheckerMove[] = [];
  for (const die of dice) {
    const rest = left.slice();
    rest.splice(rest.indexOf(die), 1);
    for (const move of movesForDie(position, side, die)) {
      if (1 + playableCount(applyMove(position, side, move), side, rest) === most) steps.push(move);
    }
    // Only one die of two can be played: the larger when it can be.
    if (most === 1 && steps.length > 0) return steps;
  }
  return steps;
}
