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
import type { GridBoard } from "./grid-board.ts";

const MAX_SIDE = 600;
const CARD_INSET = 16;

/** Pixel geometry of a grid board: `cells[i]` is the box of cell i (row-major). */
export interface GridGeometry {
  readonly kind: "grid";
  readonly height: number;
  readonly card: Rect;
  readonly cells: readonly Rect[];
}

/** Lays a rows×cols grid out as a centred square-celled board starting at `top`. */
export function gridGeometry(board: GridBoard, top: number, width: number): GridGeometry {
  const cell = Math.min(width - 2 * PAD - 2 * CARD_INSET, MAX_SIDE) / Math.max(board.rows, board.cols);
  const gridW = cell * board.cols;
  const x0 = (width - gridW) / 2;
  const y0 = top + CARD_INSET;
  const cells = Array.from({ length: board.rows * board.cols }, (_, i) => ({
    x: x0 + (i % board.cols) * cell,
    y: y0 + Math.floor(i / board.cols) * cell,
    w: cell,
    h: cell,
  }));
  const card = {
    x: x0 - CARD_INSET,
    y: top,
    w: gridW + 2 * CARD_INSET,
    h: cell * board.rows + 2 * CARD_INSET,
  };
  return { kind: "grid", height: card.h + PAD, card, cells };
}

/** Draws the grid, marks, faint numbers in empty cells, the last move and the winning line. */
export function drawGrid(ctx: Ctx, g: GridGeometry, board: GridBoard, input: TableInput): void {
  drawCard(ctx, g.card);
  const lastCell = board.last_cell === null ? undefined : g.cells[board.last_cell];
  if (lastCell !== undefined) fillRoundRect(ctx, inset(lastCell, 8), 14, THEME.highlight);
  drawLines(ctx, g, board);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  g.cells.forEach((cell, i) => {
    const seat = board.cells[i];
    if (seat === null || seat === undefined) {
      ctx.font = font(Math.round(cell.w * 0.2));
      ctx.fillStyle = THEME.faint;
      const c = centerOf(cell);
      ctx.fillText(String(i), c.x, c.y);
    } else {
      drawMark(ctx, cell, seat, input.players[seat]?.color ?? THEME.ink);
    }
  });
  if (board.winning_line !== null) drawWinningLine(ctx, g, board.winning_line);
}

function inset(r: Rect, d: number): Rect {
  return { x: r.x + d, y: r.y + d, w: r.w - 2 * d, h: r.h - 2 * d };
}

function drawLines(ctx: Ctx, g: GridGeometry, board: GridBoard): void {
  const first = g.cells[0];
  if (first === undefined) return;
  const cell = first.w;
  const w = cell * board.cols;
  const h = cell * board.rows;
  ctx.beginPath();
  for (let c = 1; c < board.cols; c++) {
    ctx.moveTo(first.x + c * cell, first.y + 6);
    ctx.lineTo(first.x + c * cell, first.y + h - 6);
  }
  for (let r = 1; r < board.rows; r++) {
    ctx.moveTo(first.x + 6, first.y + r * cell);
    ctx.lineTo(first.x + w - 6, first.y + r * cell);
  }
  ctx.strokeStyle = "#b8c2cf";
  ctx.lineWidth = 6;
  ctx.lineCap = "round";
  ctx.stroke();
}

/** Even seats draw X and odd seats O, so the classic two-player look needs no seat-specific code. */
function drawMark(ctx: Ctx, cell: Rect, seat: number, color: string): void {
  const c = centerOf(cell);
  const arm = cell.w * 0.24;
  ctx.beginPath();
  if (seat % 2 === 0) {
    ctx.moveTo(c.x - arm, c.y - arm);
    ctx.lineTo(c.x + arm, c.y + arm);
    ctx.moveTo(c.x + arm, c.y - arm);
    ctx.lineTo(c.x - arm, c.y + arm);
  } else {
    ctx.arc(c.x, c.y, cell.w * 0.27, 0, Math.PI * 2);
  }
  ctx.strokeStyle = color;
  ctx.lineWidth = cell.w * 0.11;
  ctx.lineCap = "round";
  ctx.stroke();
}

function drawWinningLine(ctx: Ctx, g: GridGeometry, line: readonly number[]): void {
  const sorted = [...line].sort((a, b) => a - b);
  const from = g.cells[sorted[0] ?? -1];
  const to = g.cells[sorted[sorted.length - 1] ?? -1];
  if (from === undefined || to === undefined) return;
  const a = centerOf(from);
  const b = centerOf(to);
  const len = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const ext = (from.w * 0.36) / len;
  ctx.beginPath();
  ctx.moveTo(a.x - (b.x - a.x) * ext, a.y - (b.y - a.y) * ext);
  ctx.lineTo(b.x + (b.x - a.x) * ext, b.y + (b.y - a.y) * ext);
  ctx.strokeStyle = "rgba(31,42,58,0.85)";
  ctx.lineWidth = from.w * 0.07;
  ctx.lineCap = "round";
  ctx.stroke();
}
