/** Single-checker moves: where one checker of a side may go with one die, and the position after. */
import {
  BAR_PIPS,
  type CheckerMove,
  type From,
  HOME_PIPS,
  opponent,
  POINTS,
  type Position,
  type Side,
  signOf,
  type To,
} from "./backgammon-position.ts";

/** The pips (1..25) of a move's start for `side`. */
function fromPips(side: Side, from: From): number {
  if (from === "bar") return BAR_PIPS;
  return side === 0 ? from : BAR_PIPS - from;
}

/** How many of `side`'s checkers stand `pips` (1..24) from home. */
function ownAtPips(position: Position, side: Side, pips: number): number {
  const index = side === 0 ? pips - 1 : POINTS - pips;
  return Math.max(0, signOf(side) * (position.points[index] ?? 0));
}

/** Whether every checker of `side` is in its home board, so it may bear off. */
export function allHome(position: Position, side: Side): boolean {
  if (position.bar[side] > 0) return false;
  for (let pips = HOME_PIPS + 1; pips <= POINTS; pips++)
    if (ownAtPips(position, side, pips) > 0) return false;
  return true;
}

/** Whether `side` has a checker farther from home than `pips`. */
function anyAbove(position: Position, side: Side, pips: number): boolean {
  for (let p = pips + 1; p <= HOME_PIPS; p++) if (ownAtPips(position, side, p) > 0) return true;
  return false;
}

/**
 * The one move of the checker at `from` by `die`, or null when the rules
 * forbid it: a blocked point, a checker left on the bar, or a bear-off
 * before all are home or past a farther checker.
 */
export function singleMove(position: Position, side: Side, from: From, die: number): CheckerMove | null {
  if (position.bar[side] > 0 && from !== "bar") return null;
  const start = fromPips(side, from);
  if (from === "bar" ? position.bar[side] === 0 : ownAtPips(position, side, start) === 0) return null;
  const end = start - die;
  if (end <= 0) {
    if (!allHome(position, side)) return null;
    if (end < 0 && anyAbove(position, side, start)) return null;
    return { from, to: "off", die, hit: false };
  }
  const to = side === 0 ? end : BAR_PIPS - end;
  const there = signOf(side) * (position.points[to - 1] ?? 0);
  if (there < -1) return null;
  return { from, to, die, hit: there === -1 };
}

/** Every move one checker of `side` may make with `die`, ignoring the other dice. */
export function movesForDie(position: Position, side: Side, die: number): CheckerMove[] {
  if (position.bar[side] > 0) {
    const entry = singleMove(position, side, "bar", die);
    return entry ? [entry] : [];
  }
  const moves: CheckerMove[] = [];
  for (let pips = POINTS; pips >= 1; pips--) {
    if (ownAtPips(position, side, pips) === 0) continue;
    const move = singleMove(position, side, side === 0 ? pips : BAR_PIPS - pips, die);
    if (move) moves.push(move);
  }
  return moves;
}

/** The position after `move` by `side`: a hit blot goes to its bar, a borne-off checker to the tray. */
export function applyMove(position: Position, side: Side, move: CheckerMove): Position {
  const sign = signOf(side);
  const points = position.points.slice();
  const bar: [number, number] = [position.bar[0], position.bar[1]];
  const off: [number, number] = [position.off[0], position.off[1]];
  if (move.from === "bar") bar[side] -= 1;
  else points[move.from - 1] = (points[move.from - 1] ?? 0) - sign;
  if (move.to === "off") off[side] += 1;
  else {
    if (move.hit) {
      points[move.to - 1] = 0;
      bar[opponent(side)] += 1;
    }
    points[move.to - 1] = (points[move.to - 1] ?? 0) + sign;
  }
  return { points, bar, off };
}

/** Whether two moves take a checker from the same place to the same place. */
export function sameMove(a: { from: From; to: To }, b: { from: From; to: To }): boolean {
  return a.from === b.from && a.to === b.to;
}
