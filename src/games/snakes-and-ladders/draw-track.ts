import {
  type Ctx,
  centerOf,
  drawCard,
  fillRoundRect,
  font,
  PAD,
  type Rect,
  THEME,
} from "../../drawing/theme.ts";
import type { TableInput } from "../game-module.ts";
import { drawDie } from "../kit/draw-die.ts";
import type { SnakesAndLaddersWords } from "./snakes-and-ladders-words.ts";
import type { TrackBoard } from "./track-board.ts";

const INSET = 12;
const STRIP_H = 84;
const ROLL_DIE = 60;
const LADDER_RUNG = "#9a6324";
/** Distance from a ladder's centre line to each rail. */
export const LADDER_HALF_WIDTH = 13;
/** Colours of the ladder rails and of snakes (alternating), for tests that probe them. */
export const TRACK_COLORS = { ladderRail: "#2b8a3e", snakes: ["#d9302c", "#8a2be2"] } as const;

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

/** Draws squares, ladders, snakes, tokens, the start area and the last roll. */
export function drawTrack(
  ctx: Ctx,
  g: TrackGeometry,
  board: TrackBoard,
  input: TableInput,
  words: SnakesAndLaddersWords,
): void {
  drawCard(ctx, g.card);
  drawSquares(ctx, g, board.size);
  for (const [from, to] of board.ladders) drawLadder(ctx, g, from, to);
  board.snakes.forEach(([from, to], i) => {
    drawSnake(
      ctx,
      g,
      from,
      to,
      TRACK_COLORS.snakes[i % TRACK_COLORS.snakes.length] ?? TRACK_COLORS.snakes[0],
    );
  });
  const start = g.places[0];
  if (start !== undefined) {
    fillRoundRect(ctx, start, 12, "#f1f3f6");
    ctx.font = font(22, true);
    ctx.textAlign = "left";
    ctx.textBaseline = "middle";
    ctx.fillStyle = THEME.muted;
    ctx.fillText(words.start, start.x + 16, start.y + start.h / 2);
  }
  g.tokens.forEach((t, seat) => {
    const player = input.players[seat];
    if (player !== undefined) drawToken(ctx, t, player);
  });
  ctx.font = font(20);
  ctx.textAlign = "right";
  ctx.fillStyle = THEME.muted;
  ctx.fillText(
    board.last_roll === null ? words.noRoll : words.lastRoll,
    g.lastRoll.x - 14,
    g.lastRoll.y + ROLL_DIE / 2,
  );
  drawDie(ctx, g.lastRoll, board.last_roll);
}

function drawSquares(ctx: Ctx, g: TrackGeometry, size: number): void {
  const last = size * size;
  ctx.font = font(15, true);
  ctx.textAlign = "left";
  ctx.textBaseline = "top";
  for (let n = 1; n <= last; n++) {
    const r = g.places[n];
    if (r === undefined) continue;
    const row = Math.floor((n - 1) / size);
    const along = (n - 1) % size;
    const col = row % 2 === 0 ? along : size - 1 - along;
    const dark = (row + col) % 2 === 1;
    ctx.fillStyle = n === last ? "#ffe08a" : dark ? "#e6edf6" : "#fbf5e6";
    ctx.fillRect(r.x, r.y, r.w, r.h);
    ctx.fillStyle = "#7d8896";
    ctx.fillText(String(n), r.x + 5, r.y + 5);
  }
}

function centre(g: TrackGeometry, n: number): { x: number; y: number } | undefined {
  const r = g.places[n];
  return r === undefined || n <= 0 ? undefined : centerOf(r);
}

function drawLadder(ctx: Ctx, g: TrackGeometry, from: number, to: number): void {
  const a = centre(g, from);
  const b = centre(g, to);
  if (a === undefined || b === undefined) return;
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ux = (b.x - a.x) / len;
  const uy = (b.y - a.y) / len;
  const nx = -uy * LADDER_HALF_WIDTH;
  const ny = ux * LADDER_HALF_WIDTH;
  ctx.beginPath();
  for (let d = 18; d < len - 10; d += 24) {
    ctx.moveTo(a.x + ux * d + nx, a.y + uy * d + ny);
    ctx.lineTo(a.x + ux * d - nx, a.y + uy * d - ny);
  }
  ctx.strokeStyle = LADDER_RUNG;
  ctx.lineWidth = 5;
  ctx.lineCap = "butt";
  ctx.stroke();
  ctx.beginPath();
  for (const s of [1, -1]) {
    ctx.moveTo(a.x + s * nx, a.y + s * ny);
    ctx.lineTo(b.x + s * nx, b.y + s * ny);
  }
  ctx.strokeStyle = TRACK_COLORS.ladderRail;
  ctx.lineWidth = 6;
  ctx.lineCap = "round";
  ctx.stroke();
}

/** An S-shaped cubic from head to tail: one curve per snake keeps the path count low. */
function drawSnake(ctx: Ctx, g: TrackGeometry, from: number, to: number, color: string): void {
  const head = centre(g, from);
  const tail = centre(g, to);
  if (head === undefined || tail === undefined) return;
  const dx = tail.x - head.x;
  const dy = tail.y - head.y;
  const len = Math.hypot(dx, dy) || 1;
  const bend = Math.min(Math.max(30, len * 0.2), 70);
  const nx = (-dy / len) * bend;
  const ny = (dx / len) * bend;
  const path = (): void => {
    ctx.beginPath();
    ctx.moveTo(head.x, head.y);
    ctx.bezierCurveTo(
      head.x + dx / 3 + nx,
      head.y + dy / 3 + ny,
      head.x + (2 * dx) / 3 - nx,
      head.y + (2 * dy) / 3 - ny,
      tail.x,
      tail.y,
    );
  };
  ctx.lineCap = "round";
  path();
  ctx.strokeStyle = "rgba(40,10,30,0.55)";
  ctx.lineWidth = 16;
  ctx.stroke();
  path();
  ctx.strokeStyle = color;
  ctx.lineWidth = 11;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(head.x, head.y, 14, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.strokeStyle = "rgba(40,10,30,0.55)";
  ctx.lineWidth = 3;
  ctx.stroke();
  const ex = (dx / len) * -5;
  const ey = (dy / len) * -5;
  ctx.beginPath();
  for (const s of [1, -1]) {
    const x = head.x + ex + (s * -dy * 6) / len;
    const y = head.y + ey + (s * dx * 6) / len;
    ctx.moveTo(x + 3.5, y);
    ctx.arc(x, y, 3.5, 0, Math.PI * 2);
  }
  ctx.fillStyle = THEME.card;
  ctx.fill();
}

function drawToken(ctx: Ctx, t: Token, player: { readonly name: string; readonly color: string }): void {
  ctx.beginPath();
  ctx.arc(t.x, t.y, t.r + 3, 0, Math.PI * 2);
  ctx.fillStyle = "rgba(20,25,35,0.55)";
  ctx.fill();
  ctx.beginPath();
  ctx.arc(t.x, t.y, t.r, 0, Math.PI * 2);
  ctx.fillStyle = player.color;
  ctx.fill();
  ctx.strokeStyle = THEME.card;
  ctx.lineWidth = 3;
  ctx.stroke();
  ctx.font = font(Math.round(t.r * 1.05), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = THEME.card;
  ctx.fillText(Array.from(player.name.trim())[0]?.toUpperCase() ?? "", t.x, t.y + 1);
}
