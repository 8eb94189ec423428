/**
 * A turn die by die: which steps are legal now, under the head rule and the
 * rule that a turn plays as many dice as it can (the larger when only one
 * can), and every distinct way a whole turn can end, for the computer players.
 */
import {
  boardPoint,
  HEAD,
  landing,
  type Position,
  positionKey,
  type Side,
  type Step,
  singleMove,
} from "./long-nardy-position.ts";

/** Where a turn stands: the position so far and what is left of its dice. */
export interface TurnState {
  readonly position: Position;
  readonly side: Side;
  /** Dice still to play; a double gives four. */
  readonly left: readonly number[];
  /** Checkers that may still leave the head this turn. */
  readonly headLeft: number;
  /** Dice that can and so must still be played. */
  readonly toPlay: number;
  /** The die a turn that can play only one must play (the larger), or null. */
  readonly forced: number | null;
}

/** The doubles that let two checkers leave the head on a side's first turn. */
const HEAD_DOUBLES: readonly number[] = [6, 4, 3];

/** The dice a roll plays: a double four times. */
export function diceToPlay(dice: readonly [number, number]): number[] {
  return dice[0] === dice[1] ? [dice[0], dice[0], dice[0], dice[0]] : [dice[0], dice[1]];
}

/** Every step one die of `left` allows, the head rule kept, with the position after it. */
function stepsOf(turn: Omit<TurnState, "toPlay" | "forced">): { step: Step; after: Position }[] {
  const head = boardPoint(turn.side, HEAD);
  const found: { step: Step; after: Position }[] = [];
  for (const die of new Set(turn.left)) {
    for (let from = 1; from <= 24; from++) {
      if (from === head && turn.headLeft === 0) continue;
      const after = singleMove(turn.position, turn.side, from, die);
      if (after) found.push({ step: { from, to: landing(turn.side, from, die), die }, after });
    }
  }
  return found;
}

/** `left` without one `die`. */
function without(left: readonly number[], die: number): number[] {
  const rest = [...left];
  rest.splice(rest.indexOf(die), 1);
  return rest;
}

/** The turn after `step` (which must be one of its legal steps). */
export function afterStep(turn: TurnState, step: Step, after: Position): TurnState {
  const fromHead = step.from === boardPoint(turn.side, HEAD);
  return {
    ...turn,
    position: after,
    left: without(turn.left, step.die),
    headLeft: turn.headLeft - (fromHead ? 1 : 0),
    toPlay: turn.toPlay - 1,
  };
}

/** The most dice a turn can still play from here. */
function mostPlayable(turn: Omit<TurnState, "toPlay" | "forced">, memo: Map<string, number>): number {
  if (turn.left.length === 0) return 0;
  const key = `${positionKey(turn.position)}|${turn.left.join("")}|${turn.headLeft}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let most = 0;
  for (const { step, after } of stepsOf(turn)) {
    const rest = { ...turn, position: after, left: without(turn.left, step.die) };
    const fromHead = step.from === boardPoint(turn.side, HEAD);
    most = Math.max(most, 1 + mostPlayable({ ...rest, headLeft: turn.headLeft - (fromHead ? 1 : 0) }, memo));
    if (most === turn.left.length) break;
  }
  memo.set(key, most);
  return most;
}

/** A side's turn as it starts, with its dice: two may leave the head on its first turn with 6-6, 4-4 or 3-3. */
export function beginTurn(
  position: Position,
  side: Side,
  dice: readonly [number, number],
  first: boolean,
): TurnState {
  const double = dice[0] === dice[1];
  return resumeTurn(
    position,
    side,
    diceToPlay(dice),
    first && double && HEAD_DOUBLES.includes(dice[0]) ? 2 : 1,
  );
}

/**
 * A turn from where it stands, as a board shows it: the dice `left` to play
 * and the checkers that may still leave the head. With two different dice of
 * which only one can be played, it must be the larger.
 */
export function resumeTurn(
  position: Position,
  side: Side,
  left: readonly number[],
  headLeft: number,
): TurnState {
  const base = { position, side, left, headLeft };
  const toPlay = mostPlayable(base, new Map());
  const [a = 0, b = 0] = left;
  const larger = Math.max(a, b);
  const forced =
    toPlay === 1 && left.length === 2 && a !== b && stepsOf(base).some(({ step }) => step.die === larger)
      ? larger
      : null;
  return { ...base, toPlay, forced };
}

/** The steps legal now: each leaves a way to play every die the turn must still play. */
export function legalSteps(turn: TurnState): { step: Step; after: Position }[] {
  if (turn.toPlay === 0) return [];
  const memo = new Map<string, number>();
  return stepsOf(turn).filter(({ step, after }) => {
    if (turn.forced !== null && step.die !== turn.forced) return false;
    const next = afterStep(turn, step, after);
    return 1 + mostPlayable(next, memo) === turn.toPlay;
  });
}

/**
 * Every distinct position a whole turn can end in, each with one way of
 * playing it: the ends that play the most dice (the larger die when only one
 * can be played), which is what `legalSteps` allows step by step.
 */
export function turnEnds(turn: TurnState): { position: Position; steps: Step[] }[] {
  let ends = new Map<string, { position: Position; steps: Step[] }>();
  let most = 0;
  const seen = new Set<string>();
  const walk = (at: Omit<TurnState, "toPlay" | "forced">, steps: Step[]) => {
    const key = `${positionKey(at.position)}|${at.left.join("")}|${at.headLeft}`;
    if (seen.has(key)) return;
    seen.add(key);
    const next =
      steps.length === 0 && turn.forced !== null
        ? stepsOf(at).filter(({ step }) => step.die === turn.forced)
        : stepsOf(at);
    if (next.length === 0) {
      if (steps.length > most) [ends, most] = [new Map(), steps.length];
      if (steps.length === most) ends.set(positionKey(at.position), { position: at.position, steps });
      return;
    }
    for (const { step, after } of next) {
      const fromHead = step.from === boardPoint(at.side, HEAD);
      walk(
        {
          ...at,
          position: after,
          left: without(at.left, step.die),
          headLeft: at.headLeft - (fromHead ? 1 : 0),
        },
        [...steps, step],
      );
    }
  };
  walk(turn, []);
  return [...ends.values()];
}

/** The turn before its last step `step`: the checker back where it was and its die to play again. */
export function undoStep(turn: TurnState, step: Step): TurnState {
  const sign = turn.side === 0 ? 1 : -1;
  const points = [...turn.position.points];
  points[step.from - 1] = (points[step.from - 1] ?? 0) + sign;
  const off: [number, number] = [turn.position.off[0], turn.position.off[1]];
  if (step.to === "off") off[turn.side] -= 1;
  else points[step.to - 1] = (points[step.to - 1] ?? 0) - sign;
  const fromHead = step.from === boardPoint(turn.side, HEAD);
  return {
    ...turn,
    position: { points, off },
    left: [...turn.left, step.die],
    headLeft: turn.headLeft + (fromHead ? 1 : 0),
    toPlay: turn.toPlay + 1,
  };
}
