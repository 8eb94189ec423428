/**
 * The backgammon position on the pinned board layout (docs/games.md): what
 * the board document, the rules and the computer players all read.
 */

/** A seat at a backgammon table: 0 moves from point 24 down to 1, 1 from 1 up to 24. */
export type Side = 0 | 1;

/**
 * Checkers on the board, on the bar and borne off. `points[i]` is point
 * i + 1 of the first seat: positive counts are the first seat's checkers,
 * negative the second's.
 */
export interface Position {
  readonly points: readonly number[];
  readonly bar: readonly [number, number];
  readonly off: readonly [number, number];
}

/** Where a checker moves from: a point 1..24 (the board's numbering) or the bar. */
export type From = number | "bar";
/** Where a checker moves to: a point 1..24 or off the board. */
export type To = number | "off";

/** One checker moved by one die. */
export interface CheckerMove {
  readonly from: From;
  readonly to: To;
  readonly die: number;
  /** Whether it sent an opposing blot to the bar. */
  readonly hit: boolean;
}

/** Checkers per side. */
export const CHECKERS = 15;
/** Points on the board. */
export const POINTS = 24;
/** A checker on the bar is this far from home, in pips. */
export const BAR_PIPS = 25;
/** The highest pip of a side's home board. */
export const HOME_PIPS = 6;

/** The usual starting position: 2 on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6, for each side. */
export function startingPosition(): Position {
  const points = Array<number>(POINTS).fill(0);
  for (const [point, count] of [
    [24, 2],
    [13, 5],
    [8, 3],
    [6, 5],
  ] as const) {
    points[point - 1] = count;
    points[POINTS - point] = -count;
  }
  return { points, bar: [0, 0], off: [0, 0] };
}

/** The other side. */
export function opponent(side: Side): Side {
  return side === 0 ? 1 : 0;
}

/** +1 for the first seat's checkers, -1 for the second's. */
export function signOf(side: Side): 1 | -1 {
  return side === 0 ? 1 : -1;
}

/** The board point (1..24) that is `pips` from home for `side`. */
export function pointAt(side: Side, pips: number): number {
  return side === 0 ? pips : BAR_PIPS - pips;
}

/** How far a board point (1..24) is from home for `side`. */
export function pipsOf(side: Side, point: number): number {
  return side === 0 ? point : BAR_PIPS - point;
}

/** How many of `side`'s checkers stand on board point `point` (1..24). */
export function ownAt(position: Position, side: Side, point: number): number {
  return Math.max(0, signOf(side) * (position.points[point - 1] ?? 0));
}

/** The pip count: the total distance `side` still has to move all its checkers off. */
export function pipCount(position: Position, side: Side): number {
  let pips = position.bar[side] * BAR_PIPS;
  for (let point = 1; point <= POINTS; point++) pips += ownAt(position, side, point) * pipsOf(side, point);
  return pips;
}

/** A short text identifying a position, for deduplicating turns. */
export function positionKey(position: Position): string {
  return `${position.points.join(",")}|${position.bar.join(",")}|${position.off.join(",")}`;
}
