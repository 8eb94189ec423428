/**
 * The long nardy position on the pinned board layout (index 0 = the first
 * seat's point 1; positive counts are the first seat's checkers, negative the
 * second's) and the move of one checker by one die.
 */
import { POINTS, SAME_WAY_NUMBERING } from "../kit/points-numbering.ts";

/** A seat at the table: both move the same way round, from their own point 24 (the head) to 1. */
export type Side = 0 | 1;

/** Checkers on the points and borne off; long nardy has no bar. */
export interface Position {
  readonly points: readonly number[];
  readonly off: readonly [number, number];
}

/** One checker moved by one die: board points 1..24 (the first seat's numbers, as the image labels them) or off. */
export interface Step {
  readonly from: number;
  readonly to: number | "off";
  readonly die: number;
}

/** Checkers per side. */
export const CHECKERS = 15;
/** A side's own number for its head, where all its checkers start. */
export const HEAD = 24;
/** A side's home: its own points 1..6, from where it bears off. */
export const HOME = 6;
/** Points in a row that may not be held while no opposing checker is past them. */
export const BLOCK = 6;

/** Both sides' fifteen checkers on their heads: the first seat's point 24 and the second's (the first seat's 12). */
export function startingPosition(): Position {
  const points = Array<number>(POINTS).fill(0);
  points[SAME_WAY_NUMBERING.index(0, HEAD)] = CHECKERS;
  points[SAME_WAY_NUMBERING.index(1, HEAD)] = -CHECKERS;
  return { points, off: [0, 0] };
}

/** The other side. */
export function opponent(side: Side): Side {
  return side === 0 ? 1 : 0;
}

/** How many of `side`'s checkers stand on its own point `point` (1..24). */
export function ownAt(position: Position, side: Side, point: number): number {
  const count = position.points[SAME_WAY_NUMBERING.index(side, point)] ?? 0;
  return Math.max(0, side === 0 ? count : -count);
}

/** `side`'s own number (1..24) for board point `board` (1..24). */
export function ownPoint(side: Side, board: number): number {
  return SAME_WAY_NUMBERING.point(side, board - 1);
}

/** The board point (1..24) of `side`'s own point `point`. */
export function boardPoint(side: Side, point: number): number {
  return SAME_WAY_NUMBERING.index(side, point) + 1;
}

/** Whether every checker of `side` left on the board is home, so it may bear off. */
export function allHome(position: Position, side: Side): boolean {
  for (let point = HOME + 1; point <= HEAD; point++) if (ownAt(position, side, point) > 0) return false;
  return true;
}

/**
 * Whether `side` holds six points in a row with no opposing checker past
 * them: such a block is forbidden (both sides move the same way, so it could
 * shut the other side in for good).
 */
export function illegalBlock(position: Position, side: Side): boolean {
  const other = opponent(side);
  let run = 0;
  for (let point = 1; point <= HEAD; point++) {
    run = ownAt(position, side, point) > 0 ? run + 1 : 0;
    if (run < BLOCK) continue;
    // The block's nearest point to the other side's home, in its numbers; checkers below it are past the block.
    const lowest = Math.min(
      ...Array.from({ length: BLOCK }, (_, k) => ownPoint(other, boardPoint(side, point - k))),
    );
    let past = false;
    for (let p = 1; p < lowest && !past; p++) past = ownAt(position, other, p) > 0;
    if (!past) return true;
  }
  return false;
}

/**
 * The checker on board point `from` moved by `die`, or null when the rules
 * forbid it: no checker of `side` there, an opposing checker on the target,
 * a bear-off before all are home or past a farther checker, or a forbidden
 * block. The head rule is the turn's to check (`long-nardy-turns.ts`).
 */
export function singleMove(position: Position, side: Side, from: number, die: number): Position | null {
  const start = ownPoint(side, from);
  if (ownAt(position, side, start) === 0) return null;
  const sign = side === 0 ? 1 : -1;
  const points = [...position.points];
  points[from - 1] = (points[from - 1] ?? 0) - sign;
  const end = start - die;
  if (end < 1) {
    if (!allHome(position, side)) return null;
    for (let p = start + 1; end < 0 && p <= HOME; p++) if (ownAt(position, side, p) > 0) return null;
    const off: [number, number] = [position.off[0], position.off[1]];
    off[side] += 1;
    return { points, off };
  }
  const to = boardPoint(side, end) - 1;
  if ((points[to] ?? 0) * sign < 0) return null;
  points[to] = (points[to] ?? 0) + sign;
  const next = { points, off: position.off };
  return illegalBlock(next, side) ? null : next;
}

/** Where a checker on board point `from` lands with `die`: a board point, or off. */
export function landing(side: Side, from: number, die: number): number | "off" {
  const end = ownPoint(side, from) - die;
  return end < 1 ? "off" : boardPoint(side, end);
}

/** A short text naming a position, for telling turns' results apart. */
export function positionKey(position: Position): string {
  return `${position.points.join(",")}|${position.off.join(",")}`;
}
