/** Points on a 24-point board. */
export const POINTS = 24;

/**
 * How a game numbers a seat's points. The board document indexes points by the
 * first seat's numbers (index 0 = its point 1, where it bears off past); the
 * second seat's point n sits at `index(1, n)`. Every seat moves from its point
 * 24 down to its point 1 and bears off after it.
 */
export interface PointNumbering {
  /** The board index (0..23) of `seat`'s point `point` (1..24). */
  index(seat: number, point: number): number;
  /** `seat`'s number (1..24) for the point at board index `index`. */
  point(seat: number, index: number): number;
}

/** Backgammon: the seats move against each other, so the second seat's point n is the first seat's 25 − n. */
export const OPPOSED_NUMBERING: PointNumbering = {
  index: (seat, point) => (seat === 0 ? point - 1 : POINTS - point),
  point: (seat, index) => (seat === 0 ? index + 1 : POINTS - index),
};

/**
 * Long nardy: both seats move the same way round (counter-clockwise), their
 * heads in opposite corners, so the second seat's points are the first's
 * turned half the board: its point 24 (head) is the first seat's 12.
 */
export const SAME_WAY_NUMBERING: PointNumbering = {
  index: (seat, point) => (seat === 0 ? point - 1 : (point + 11) % POINTS),
  point: (seat, index) => (seat === 0 ? index + 1 : ((index + 12) % POINTS) + 1),
};

/** A seat's pip count: every checker's distance to bearing off, a checker on the bar counting 25. */
export function pipCount(
  numbering: PointNumbering,
  points: readonly number[],
  seat: number,
  bar = 0,
): number {
  const sign = seat === 0 ? 1 : -1;
  let pips = bar * (POINTS + 1);
  points.forEach((count, index) => {
    if (count * sign > 0) pips += count * sign * numbering.point(seat, index);
  });
  return pips;
}
