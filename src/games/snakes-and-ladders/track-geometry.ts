import { centerOf, PAD, type Rect } from "../../drawing/theme.ts";
import type { TrackBoard } from "./track-board.ts";

const INSET = 12;
const STRIP_H = 84;
const ROLL_DIE = 60;

/** A player token: centre and radius in pixels. */
export interface Token {
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/**
 * Pixel geometry of a track board. `places[n]` is square n (1-based, 1 bottom-left,
 * rows alternating direction); `places[0]` is the start area beside the board.
 */
export interface TrackGeometry {
  readonly kind: "track";
  readonly height: number;
  readonly card: Rect;
  readonly places: readonly Rect[];
  readonly tokens: readonly Token[];
  readonly lastRoll: Rect;
}

/** Lays out a size×size boustrophedon board, the start area, last-roll die and every token. */
export function trackGeometry(board: TrackBoard, top: number, width: number): TrackGeometry {
  const side = (width - 2 * PAD - 2 * INSET) / board.size;
  const bx = PAD + INSET;
  const by = top + INSET;
  const boardH = side * board.size;
  const stripY = by + boardH + 12;
  const start = { x: bx, y: stripY, w: width - 2 * bx - ROLL_DIE - 150, h: STRIP_H - 12 };
  const squares = Array.from({ length: board.size * board.size }, (_, i) => {
    const row = Math.floor(i / board.size);
    const along = i % board.size;
    const col = row % 2 === 0 ? along : board.size - 1 - along;
    return { x: bx + col * side, y: by + (board.size - 1 - row) * side, w: side, h: side };
  });
  const places = [start, ...squares];
  const lastRoll = {
    x: width - bx - ROLL_DIE,
    y: stripY + (STRIP_H - 12 - ROLL_DIE) / 2,
    w: ROLL_DIE,
    h: ROLL_DIE,
  };
  const card = { x: PAD, y: top, w: width - 2 * PAD, h: INSET + boardH + STRIP_H + INSET };
  return {
    kind: "track",
    height: card.h + PAD,
    card,
    places,
    tokens: placeTokens(board.positions, places, side),
    lastRoll,
  };
}

/** Spreads tokens that share a square around its centre; the start area lines them up after its label. */
function placeTokens(positions: readonly number[], places: readonly Rect[], side: number): Token[] {
  const groups = new Map<number, number[]>();
  positions.forEach((p, seat) => {
    const pos = Math.max(0, Math.min(p, places.length - 1));
    groups.set(pos, [...(groups.get(pos) ?? []), seat]);
  });
  const tokens: Token[] = [];
  for (const [pos, seats] of groups) {
    const place = places[pos];
    if (place === undefined) continue;
    const c = centerOf(place);
    seats.forEach((seat, k) => {
      if (pos === 0) {
        const step = Math.min(44, (place.w - 130) / seats.length);
        tokens[seat] = { x: place.x + 110 + k * step, y: c.y, r: Math.min(18, step * 0.42) };
      } else if (seats.length === 1) {
        tokens[seat] = { x: c.x, y: c.y + side * 0.08, r: side * 0.26 };
      } else {
        const n = seats.length;
        const a = (n === 2 ? Math.PI : -Math.PI / 2) + (2 * Math.PI * k) / n;
        const spread = side * (n > 4 ? 0.28 : 0.22);
        const r = side * (n === 2 ? 0.2 : n <= 4 ? 0.17 : 0.13);
        tokens[seat] = { x: c.x + spread * Math.cos(a), y: c.y + side * 0.06 + spread * Math.sin(a), r };
      }
    });
  }
  return tokens;
}
