import { type Ctx, centerOf, drawCard, fillRoundRect, font, THEME } from "../../drawing/theme.ts";
import type { TableInput } from "../game-module.ts";
import { drawDie } from "../kit/draw-die.ts";
import type { SnakesAndLaddersWords } from "./snakes-and-ladders-words.ts";
import type { TrackBoard } from "./track-board.ts";
import type { Token, TrackGeometry } from "./track-geometry.ts";

const LADDER_RUNG = "#9a6324";
/** Distance from a ladder's centre line to each rail. */
export const LADDER_HALF_WIDTH = 13;
/** Colours of the ladder rails and of snakes (alternating), for tests that probe them. */
export const TRACK_COLORS = { ladderRail: "#2b8a3e", snakes: ["#d9302c", "#8a2be2"] } as const;

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
    g.lastRoll.y + g.lastRoll.h / 2,
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
