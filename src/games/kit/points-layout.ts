import type { PointsBoardLike } from "./points-board-schema.ts";
import { POINTS, type PointNumbering } from "./points-numbering.ts";

/**
 * A 24-point board in units of one point's width, shared by the image and the
 * web board so both put every checker in the same place. Seen from the first
 * seat: its points 1..12 run right to left along the bottom, 13..24 left to
 * right along the top; the bar splits each row in two quadrants of six, and a
 * tray column on each side holds borne-off checkers.
 */
export const TRAY_W = 1.3;
export const BAR_W = 1;
/** The row of point numbers above and below the board. */
export const LABEL_H = 0.6;
/** One row of twelve points, top or bottom. */
export const HALF_H = 5.2;
/** The strip between the two rows. */
export const MID_H = 0.8;
export const TRIANGLE_H = 4.6;
export const CHECKER_R = 0.46;
/** Checkers drawn on a point before the top one shows the count instead. */
export const STACK_SHOWN = 5;
/** Checkers drawn on the bar, per seat, before the top one shows the count. */
const BAR_SHOWN = 4;
export const BOARD_W = 2 * TRAY_W + 12 + BAR_W;
export const BOARD_H = 2 * LABEL_H + 2 * HALF_H + MID_H;
/** The middle of the board, between the rows. */
export const MID_Y = LABEL_H + HALF_H + MID_H / 2;
const BOTTOM_EDGE = BOARD_H - LABEL_H;

/** Where one point's triangle sits: its left edge, its base line, and which way it points. */
export interface PointSlot {
  readonly index: number;
  readonly x: number;
  readonly base: number;
  /** +1: the point hangs from the top edge; −1: it stands on the bottom edge. */
  readonly dir: 1 | -1;
}

/** The slot of the point at board index `index` (0..23). */
export function pointSlot(index: number): PointSlot {
  const top = index >= POINTS / 2;
  const col = top ? index - POINTS / 2 : POINTS / 2 - 1 - index;
  const x = TRAY_W + col + (col >= 6 ? BAR_W : 0);
  return { index, x, base: top ? LABEL_H : BOTTOM_EDGE, dir: top ? 1 : -1 };
}

/** A checker's place: on a point (index), on the bar, with `count` on it when it stands for a taller stack. */
export interface CheckerSpot {
  readonly seat: number;
  readonly spot: number | "bar";
  readonly x: number;
  readonly y: number;
  readonly count: number | null;
}

/** A stack of `count` checkers from (x, y0) in direction `dir`, at most `shown` drawn. */
function stack(
  seat: number,
  spot: number | "bar",
  count: number,
  x: number,
  y0: number,
  dir: number,
  shown: number,
): CheckerSpot[] {
  const drawn = Math.min(count, shown);
  return Array.from({ length: drawn }, (_, k) => ({
    seat,
    spot,
    x,
    y: y0 + dir * (CHECKER_R + 2 * CHECKER_R * k),
    count: k === drawn - 1 && count > shown ? count : null,
  }));
}

/** Every checker drawn on the points and the bar, bottom of each stack first. */
export function placeCheckers(board: PointsBoardLike): CheckerSpot[] {
  const spots = board.points.flatMap((n, index) => {
    const slot = pointSlot(index);
    return stack(n > 0 ? 0 : 1, index, Math.abs(n), slot.x + 0.5, slot.base, slot.dir, STACK_SHOWN);
  });
  const barX = TRAY_W + 6 + BAR_W / 2;
  const [bar0 = 0, bar1 = 0] = board.bar ?? [];
  return [
    ...spots,
    ...stack(0, "bar", bar0, barX, MID_Y + MID_H / 2, 1, BAR_SHOWN),
    ...stack(1, "bar", bar1, barX, MID_Y - MID_H / 2, -1, BAR_SHOWN),
  ];
}

/** A seat's tray: the rectangle its borne-off checkers fill, beside the quadrant it bears off from. */
export interface Tray {
  readonly seat: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** Where the tray's count is written: the label row beside it. */
  readonly labelY: number;
}

/** Each seat's tray, beside the corner past its point 1. */
export function trays(numbering: PointNumbering): readonly [Tray, Tray] {
  const tray = (seat: number): Tray => {
    const slot = pointSlot(numbering.index(seat, 1));
    const left = slot.x < BOARD_W / 2;
    const top = slot.dir === 1;
    return {
      seat,
      x: left ? 0.15 : BOARD_W - TRAY_W + 0.15,
      y: top ? LABEL_H : LABEL_H + HALF_H + MID_H,
      w: TRAY_W - 0.3,
      h: HALF_H,
      labelY: top ? LABEL_H / 2 : BOARD_H - LABEL_H / 2,
    };
  };
  return [tray(0), tray(1)];
}

/** The borne-off slab `k` (0 at the outer edge) of a tray holding up to 15. */
export function traySlab(tray: Tray, k: number): { x: number; y: number; w: number; h: number } {
  const h = tray.h / 15.5;
  const fromTop = tray.y === LABEL_H;
  const y = fromTop ? tray.y + k * h : tray.y + tray.h - (k + 1) * h;
  return { x: tray.x, y: y + h * 0.08, w: tray.w, h: h * 0.84 };
}

/** The turn's dice with whether each is still to play: a double shows four dice. */
export function diceShown(board: PointsBoardLike): { value: number; used: boolean }[] {
  if (board.dice === null) return [];
  const [a = 0, b = 0] = board.dice;
  const all = a === b ? [a, a, a, a] : [a, b];
  const left = [...board.moves_left];
  return all.map((value) => {
    const at = left.indexOf(value);
    if (at >= 0) left.splice(at, 1);
    return { value, used: at < 0 };
  });
}
