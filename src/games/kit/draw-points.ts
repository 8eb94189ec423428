import { type Ctx, drawCard, font, PAD, type Rect, THEME, withAlpha } from "../../drawing/theme.ts";
import type { BoardDrawer, TableInput } from "../game-module.ts";
import { drawDie } from "./draw-die.ts";
import type { PointsBoardLike } from "./points-board-schema.ts";
import {
  BAR_W,
  BOARD_H,
  BOARD_W,
  CHECKER_R,
  type CheckerSpot,
  diceShown,
  LABEL_H,
  placeCheckers,
  pointSlot,
  TRAY_W,
  TRIANGLE_H,
  type Tray,
  traySlab,
  trays,
} from "./points-layout.ts";
import { POINTS, type PointNumbering, pipCount } from "./points-numbering.ts";
import type { PointsWords } from "./points-words.ts";

const INSET = 16;
const STRIP_H = 84;
const DIE = 56;

/** The board's own colours: wood, two point colours and the frame. */
export const POINTS_COLORS = {
  felt: "#efe3cc",
  light: "#d9bf94",
  dark: "#8c6a4e",
  frame: "#6d5440",
} as const;

/** A checker in image pixels. */
export interface CheckerDisc extends CheckerSpot {
  readonly r: number;
}

/** Pixel geometry of a 24-point board: the unit, every checker, each tray and the dice. */
export interface PointsGeometry {
  readonly kind: "points";
  readonly height: number;
  readonly card: Rect;
  readonly origin: { readonly x: number; readonly y: number };
  readonly unit: number;
  readonly checkers: readonly CheckerDisc[];
  readonly trays: readonly [Rect, Rect];
  readonly dice: readonly Rect[];
}

/** Lays the board out as wide as the image allows, with a strip under it for pip counts and dice. */
export function pointsGeometry(
  board: PointsBoardLike,
  numbering: PointNumbering,
  top: number,
  width: number,
): PointsGeometry {
  const unit = Math.min(width - 2 * PAD - 2 * INSET, 760) / BOARD_W;
  const origin = { x: (width - unit * BOARD_W) / 2, y: top + INSET };
  const px = (r: { x: number; y: number; w: number; h: number }) => ({
    x: origin.x + r.x * unit,
    y: origin.y + r.y * unit,
    w: r.w * unit,
    h: r.h * unit,
  });
  const boardH = BOARD_H * unit;
  const card = {
    x: origin.x - INSET,
    y: top,
    w: BOARD_W * unit + 2 * INSET,
    h: boardH + STRIP_H + 2 * INSET,
  };
  const checkers = placeCheckers(board).map((c) => ({
    ...c,
    x: origin.x + c.x * unit,
    y: origin.y + c.y * unit,
    r: CHECKER_R * unit,
  }));
  const [t0, t1] = trays(numbering);
  const diceY = origin.y + boardH + (STRIP_H - DIE) / 2;
  const dice = diceShown(board).map((_, i, all) => ({
    x: origin.x + BOARD_W * unit - (all.length - i) * (DIE + 10) + 10,
    y: diceY,
    w: DIE,
    h: DIE,
  }));
  return {
    kind: "points",
    height: card.h + PAD,
    card,
    origin,
    unit,
    checkers,
    trays: [px(t0), px(t1)],
    dice,
  };
}

/** The frame, the bar and the 24 triangles, alternating colours, with the first seat's numbers. */
function drawPointsFrame(ctx: Ctx, g: PointsGeometry, numbering: PointNumbering): void {
  const { origin: o, unit: u } = g;
  ctx.fillStyle = POINTS_COLORS.frame;
  ctx.fillRect(o.x, o.y, BOARD_W * u, BOARD_H * u);
  ctx.fillStyle = POINTS_COLORS.felt;
  for (const x of [TRAY_W, TRAY_W + 6 + BAR_W])
    ctx.fillRect(o.x + x * u, o.y + LABEL_H * u, 6 * u, (BOARD_H - 2 * LABEL_H) * u);
  ctx.font = font(Math.round(u * 0.36));
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (let index = 0; index < POINTS; index++) {
    const s = pointSlot(index);
    ctx.beginPath();
    ctx.moveTo(o.x + s.x * u, o.y + s.base * u);
    ctx.lineTo(o.x + (s.x + 1) * u, o.y + s.base * u);
    ctx.lineTo(o.x + (s.x + 0.5) * u, o.y + (s.base + s.dir * TRIANGLE_H) * u);
    ctx.closePath();
    ctx.fillStyle = index % 2 === 0 ? POINTS_COLORS.dark : POINTS_COLORS.light;
    ctx.fill();
    ctx.fillStyle = THEME.card;
    const labelY = s.base - (s.dir * LABEL_H) / 2;
    ctx.fillText(String(numbering.point(0, index)), o.x + (s.x + 0.5) * u, o.y + labelY * u);
  }
}

function drawChecker(ctx: Ctx, c: CheckerDisc, color: string): void {
  ctx.beginPath();
  ctx.arc(c.x, c.y, c.r, 0, Math.PI * 2);
  ctx.fillStyle = color;
  ctx.fill();
  ctx.strokeStyle = THEME.card;
  ctx.lineWidth = Math.max(2, c.r * 0.12);
  ctx.stroke();
  if (c.count === null) return;
  ctx.font = font(Math.round(c.r * 1.05), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = THEME.card;
  ctx.fillText(String(c.count), c.x, c.y + 1);
}

/** A seat's borne-off checkers as slabs in its tray, and the count in the label row beside it. */
function drawTray(ctx: Ctx, g: PointsGeometry, tray: Tray, count: number, color: string, words: PointsWords) {
  const u = g.unit;
  const r = g.trays[tray.seat];
  if (r === undefined) return;
  ctx.fillStyle = withAlpha(THEME.card, 0.25);
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.fillStyle = color;
  for (let k = 0; k < count; k++) {
    const slab = traySlab(tray, k);
    ctx.fillRect(g.origin.x + slab.x * u, g.origin.y + slab.y * u, slab.w * u, slab.h * u);
  }
  ctx.font = font(Math.round(u * 0.3), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = THEME.card;
  ctx.fillText(words.borneOff(count), r.x + r.w / 2, g.origin.y + tray.labelY * u);
}

/** Pip counts on the left of the strip under the board, the turn's dice on its right. */
function drawStrip(
  ctx: Ctx,
  g: PointsGeometry,
  board: PointsBoardLike,
  input: TableInput,
  numbering: PointNumbering,
  words: PointsWords,
) {
  const y = g.origin.y + BOARD_H * g.unit + STRIP_H / 2;
  ctx.font = font(20, true);
  ctx.textAlign = "left";
  ctx.textBaseline = "middle";
  let x = g.origin.x;
  for (const seat of [0, 1]) {
    const text = words.pips(pipCount(numbering, board.points, seat, board.bar?.[seat] ?? 0));
    ctx.fillStyle = input.players[seat]?.color ?? THEME.ink;
    ctx.beginPath();
    ctx.arc(x + 10, y, 10, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = THEME.ink;
    ctx.fillText(text, x + 28, y);
    x += 28 + ctx.measureText(text).width + 28;
  }
  const shown = diceShown(board);
  if (shown.length === 0) {
    ctx.textAlign = "right";
    ctx.fillStyle = THEME.muted;
    ctx.fillText(words.noRoll, g.origin.x + BOARD_W * g.unit, y);
  }
  shown.forEach((die, i) => {
    const r = g.dice[i];
    if (r === undefined) return;
    ctx.globalAlpha = die.used ? 0.35 : 1;
    drawDie(ctx, r, die.value);
    ctx.globalAlpha = 1;
  });
}

/** The drawer of a 24-point board numbered by `numbering`; backgammon and long nardy each pass their own. */
export function pointsDrawer<B extends PointsBoardLike, W extends PointsWords>(
  numbering: PointNumbering,
): BoardDrawer<B, PointsGeometry, W> {
  return {
    layout: (board, _seats, top, width) => pointsGeometry(board, numbering, top, width),
    draw(ctx, g, board, input, words) {
      drawCard(ctx, g.card);
      drawPointsFrame(ctx, g, numbering);
      const colors = [0, 1].map((seat) => input.players[seat]?.color ?? THEME.ink);
      for (const c of g.checkers) drawChecker(ctx, c, colors[c.seat] ?? THEME.ink);
      trays(numbering).forEach((tray) => {
        drawTray(ctx, g, tray, board.off[tray.seat] ?? 0, colors[tray.seat] ?? THEME.ink, words);
      });
      drawStrip(ctx, g, board, input, numbering, words);
    },
  };
}
