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

/** The farthest pip from home at which `side` has a checker on the board, 0 with none. */
function farthest(position: Position, side: Side): number {
  for (let pips = POINTS; pips >= 1; pips--) if (ownAtPips(position, side, pips) > 0) return pips;
  return 0;
}

/**
 * Every move one checker of `side` may make with `die`, ignoring the other
 * dice; the same moves as `singleMove` allows, found in one pass as the
 * computer players and the forced-move rule call this most. Stops after
 * `limit` moves, for callers that only ask whether there is one.
 */
export function movesForDie(position: Position, side: Side, die: number, limit = POINTS): CheckerMove[] {
  if (position.bar[side] > 0) {
    const entry = singleMove(position, side, "bar", die);
    return entry ? [entry] : [];
  }
  const sign = signOf(side);
  const top = farthest(position, side);
  const home = top <= HOME_PIPS;
  const moves: CheckerMove[] = [];
  for (let pips = top; pips >= 1 && moves.length < limit; pips--) {
    if (ownAtPips(position, side, pips) === 0) continue;
    const from = side === 0 ? pips : BAR_PIPS - pips;
    const end = pips - die;
    if (end <= 0) {
      if (home && (end === 0 || pips === top)) moves.push({ from, to: "off", die, hit: false });
      continue;
    }
    const to = side === 0 ? end : BAR_PIPS - end;
    const there = sign * (position.points[to - 1] ?? 0);
    if (there >= -1) moves.push({ from, to, die, hit: there === -1 });
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

/** The position before `move` by `side`: the checker goes back, and a blot it hit comes back from the bar. */
export function unmove(position: Position, side: Side, move: CheckerMove): Position {
  const sign = signOf(side);
  const points = position.points.slice();
  const bar: [number, number] = [position.bar[0], position.bar[1]];
  const off: [number, number] = [position.off[0], position.off[1]];
  if (move.to === "off") off[side] -= 1;
  else points[move.to - 1] = move.hit ? -sign : (points[move.to - 1] ?? 0) - sign;
  if (move.hit) bar[opponent(side)] -= 1;
  if (move.from === "bar") bar[side] += 1;
  else points[move.from - 1] = (points[move.from - 1] ?? 0) + sign;
  return { points, bar, off };
}
