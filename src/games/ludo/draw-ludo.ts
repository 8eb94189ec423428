import { type Ctx, drawCard, font, PAD, type Rect, THEME, withAlpha } from "../../drawing/theme.ts";
import type { TableInput } from "../game-module.ts";
import { drawDie } from "../kit/draw-die.ts";
import { seatTextDrop, traceSeatShape } from "../kit/seat-shapes.ts";
import type { LudoBoard } from "./ludo-board.ts";
import {
  columnCentre,
  GRID,
  LUDO_COLORS,
  loopCentre,
  type Point,
  placeTokens,
  quarterOf,
  turn,
} from "./ludo-layout.ts";
import { LOOP, QUARTER } from "./ludo-rules.ts";
import type { LudoWords } from "./ludo-words.ts";

const INSET = 16;
const STRIP_H = 84;
const ROLL_DIE = 60;

/** A token in image pixels. */
export interface TokenDisc {
  readonly seat: number;
  readonly token: number;
  readonly x: number;
  readonly y: number;
  readonly r: number;
}

/** Pixel geometry of a Ludo board: the grid's origin and cell size, every token and the last-roll die. */
export interface LudoGeometry {
  readonly kind: "ludo";
  readonly height: number;
  readonly card: Rect;
  readonly origin: Point;
  readonly cell: number;
  readonly tokens: readonly TokenDisc[];
  readonly lastRoll: Rect;
}

/** Lays the 15×15 board out square and centred, with a strip under it for the last roll. */
export function ludoGeometry(board: LudoBoard, top: number, width: number): LudoGeometry {
  const side = Math.min(width - 2 * PAD - 2 * INSET, 640);
  const cell = side / GRID;
  const origin = { x: (width - side) / 2, y: top + INSET };
  const card = { x: origin.x - INSET, y: top, w: side + 2 * INSET, h: side + STRIP_H + 2 * INSET };
  const lastRoll = { x: origin.x + side - ROLL_DIE, y: origin.y + side + 12, w: ROLL_DIE, h: ROLL_DIE };
  const tokens = placeTokens(board).map((t) => ({
    seat: t.seat,
    token: t.token,
    x: origin.x + t.x * cell,
    y: origin.y + t.y * cell,
    r: t.r * cell,
  }));
  return { kind: "ludo", height: card.h + PAD, card, origin, cell, tokens, lastRoll };
}

/** The colour of each quarter: its seat's, or grey when nobody sits there. */
function quarterColors(board: LudoBoard, input: TableInput): string[] {
  const colors = [0, 1, 2, 3].map(() => LUDO_COLORS.empty as string);
  board.starts.forEach((start, seat) => {
    colors[quarterOf(start)] = input.players[seat]?.color ?? THEME.ink;
  });
  return colors;
}

/** Draws the board, its tokens, the last move's ring and the last roll. */
export function drawLudo(ctx: Ctx, g: LudoGeometry, board: LudoBoard, input: TableInput, words: LudoWords) {
  drawCard(ctx, g.card);
  const colors = quarterColors(board, input);
  const box = (x: number, y: number, w: number, h: number, fill: string) => {
    ctx.fillStyle = fill;
    ctx.fillRect(g.origin.x + x * g.cell, g.origin.y + y * g.cell, w * g.cell, h * g.cell);
  };
  colors.forEach((color, quarter) => {
    const corner = turn({ x: 0, y: 0 }, quarter);
    const x = quarter === 1 || quarter === 2 ? corner.x - 6 : corner.x;
    const y = quarter === 2 || quarter === 3 ? corner.y - 6 : corner.y;
    box(x, y, 6, 6, color);
    box(x + 0.8, y + 0.8, 4.4, 4.4, THEME.card);
    for (let step = 1; step <= 5; step++) {
      const c = columnCentre(quarter, step);
      box(c.x - 0.5, c.y - 0.5, 1, 1, color);
    }
    drawHomeTriangle(ctx, g, quarter, color);
  });
  for (let square = 0; square < LOOP; square++) drawSquare(ctx, g, board, square, colors);
  drawGridLines(ctx, g);
  drawTokens(ctx, g, board, input);
  ctx.font = font(20);
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  ctx.fillStyle = THEME.muted;
  const label = board.last_roll === null ? words.noRoll : words.lastRoll;
  ctx.fillText(label, g.lastRoll.x - 14, g.lastRoll.y + ROLL_DIE / 2);
  drawDie(ctx, g.lastRoll, board.last_roll);
}

function drawHomeTriangle(ctx: Ctx, g: LudoGeometry, quarter: number, color: string): void {
  const points = [turn({ x: 6, y: 6 }, quarter), turn({ x: 6, y: 9 }, quarter), { x: 7.5, y: 7.5 }];
  ctx.beginPath();
  points.forEach((p, i) => {
    const x = g.origin.x + p.x * g.cell;
    const y = g.origin.y + p.y * g.cell;
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** A loop square: a start square takes its quarter's colour, a star square shows a star. */
function drawSquare(ctx: Ctx, g: LudoGeometry, board: LudoBoard, square: number, colors: string[]): void {
  const c = loopCentre(square);
  const x = g.origin.x + (c.x - 0.5) * g.cell;
  const y = g.origin.y + (c.y - 0.5) * g.cell;
  const startOf = square % QUARTER === 0 ? square / QUARTER : -1;
  ctx.fillStyle = startOf >= 0 ? withAlpha(colors[startOf] ?? THEME.card, 0.55) : THEME.card;
  ctx.fillRect(x, y, g.cell, g.cell);
  if (startOf < 0 && board.safe.includes(square)) {
    drawStar(ctx, g.origin.x + c.x * g.cell, g.origin.y + c.y * g.cell, g.cell * 0.34);
  }
}

function drawStar(ctx: Ctx, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) ctx.moveTo(cx + d * Math.cos(a), cy + d * Math.sin(a));
    else ctx.lineTo(cx + d * Math.cos(a), cy + d * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = LUDO_COLORS.star;
  ctx.fill();
}

/** Thin lines round every loop and home-column square. */
function drawGridLines(ctx: Ctx, g: LudoGeometry): void {
  ctx.beginPath();
  const outline = (c: Point) => {
    ctx.rect(g.origin.x + (c.x - 0.5) * g.cell, g.origin.y + (c.y - 0.5) * g.cell, g.cell, g.cell);
  };
  for (let square = 0; square < LOOP; square++) outline(loopCentre(square));
  for (let quarter = 0; quarter < 4; quarter++) {
    for (let step = 1; step <= 5; step++) outline(columnCentre(quarter, step));
  }
  ctx.strokeStyle = LUDO_COLORS.line;
  ctx.lineWidth = 1.5;
  ctx.stroke();
}

/** Each token in its seat's shape and colour, numbered, the last one moved haloed. */
function drawTokens(ctx: Ctx, g: LudoGeometry, board: LudoBoard, input: TableInput): void {
  const last = board.last_move;
  for (const t of g.tokens) {
    const color = input.players[t.seat]?.color ?? THEME.ink;
    if (last && last.seat === t.seat && last.token === t.token) {
      ctx.beginPath();
      ctx.arc(t.x, t.y, t.r + 6, 0, Math.PI * 2);
      ctx.fillStyle = THEME.winBanner;
      ctx.fill();
    }
    traceSeatShape(ctx, t.seat, t.x, t.y, t.r + 2);
    ctx.fillStyle = "rgba(20,25,35,0.6)";
    ctx.fill();
    traceSeatShape(ctx, t.seat, t.x, t.y, t.r);
    ctx.fillStyle = color;
    ctx.fill();
    ctx.strokeStyle = THEME.card;
    ctx.lineWidth = 2.5;
    ctx.stroke();
    ctx.font = font(Math.round(t.r * 1.1), true);
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillStyle = THEME.card;
    // A triangle's middle is low, so its number sits lower (the web board writes it the same way).
    ctx.fillText(String(t.token + 1), t.x, t.y + 1 + t.r * (seatTextDrop(t.seat) - 0.4));
  }
}
