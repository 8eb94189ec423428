import {
  type Ctx,
  drawCard,
  ellipsize,
  fillRoundRect,
  font,
  PAD,
  type Rect,
  THEME,
  withAlpha,
} from "../../drawing/theme.ts";
import type { TableInput } from "../game-module.ts";
import { drawDie } from "../kit/draw-die.ts";
import type { YachtBoard } from "./yacht-board.ts";
import { YACHT_CATEGORIES, type YachtCategory } from "./yacht-categories.ts";
import { YACHT_ROWS, type YachtRow, type YachtWords } from "./yacht-words.ts";

const INSET = 24;
const DIE = 104;
/** Gap between dice as a share of a die's side. */
const DIE_GAP = 0.3;
const TITLE_H = 58;
const HELD_H = 46;
const HEAD_H = 46;
const ROW_H = 36;
const LABEL_W = 210;
const CARD_GAP = 14;
/** How far outside a held die its outline sits. */
export const HELD_OUTLINE = 7;
const UPPER_BONUS_AT = 63;
const UPPER_BONUS = 35;

/** Pixel geometry of a yacht board: dice, held labels and the scorecard cell of every row × seat. */
export interface YachtGeometry {
  readonly kind: "yacht";
  readonly height: number;
  readonly diceCard: Rect;
  readonly dice: readonly Rect[];
  readonly heldLabels: readonly Rect[];
  readonly tableCard: Rect;
  readonly headers: readonly Rect[];
  readonly cells: Readonly<Record<YachtRow, readonly Rect[]>>;
}

/** Lays out the dice card and a scorecard with one column per seat, starting at `top`. */
export function yachtGeometry(board: YachtBoard, seats: number, top: number, width: number): YachtGeometry {
  const inner = width - 2 * PAD - 2 * INSET;
  const n = board.dice.length;
  const die = Math.min(DIE, inner / (n + (n - 1) * DIE_GAP));
  const gap = die * DIE_GAP;
  const diceX = (width - (n * die + (n - 1) * gap)) / 2;
  const diceY = top + TITLE_H;
  const dice = board.dice.map((_, i) => ({ x: diceX + i * (die + gap), y: diceY, w: die, h: die }));
  const heldLabels = dice.map((d) => ({ x: d.x + 10, y: d.y + die + 14, w: die - 20, h: 26 }));
  const diceCard = { x: PAD, y: top, w: width - 2 * PAD, h: TITLE_H + die + HELD_H + 12 };

  const tableTop = top + diceCard.h + CARD_GAP;
  const colX = PAD + INSET + LABEL_W;
  const colW = (inner - LABEL_W) / Math.max(1, seats);
  const column = (seat: number, y: number, h: number): Rect => ({ x: colX + seat * colW, y, w: colW, h });
  const headers = Array.from({ length: seats }, (_, s) => column(s, tableTop + 14, HEAD_H));
  const rowTop = tableTop + 14 + HEAD_H;
  const cells = Object.fromEntries(
    YACHT_ROWS.map((row, r) => [
      row,
      Array.from({ length: seats }, (_, s) => column(s, rowTop + r * ROW_H, ROW_H)),
    ]),
  ) as Record<YachtRow, Rect[]>;
  const tableCard = { x: PAD, y: tableTop, w: width - 2 * PAD, h: 28 + HEAD_H + YACHT_ROWS.length * ROW_H };
  const height = diceCard.h + CARD_GAP + tableCard.h + PAD;
  return { kind: "yacht", height, diceCard, dice, heldLabels, tableCard, headers, cells };
}

/** Draws the dice (held ones outlined and labelled), rolls left and the scorecard. */
export function drawYacht(
  ctx: Ctx,
  g: YachtGeometry,
  board: YachtBoard,
  input: TableInput,
  words: YachtWords,
): void {
  const mover = input.status === "running" ? input.turn : null;
  const accent = (mover === null ? undefined : input.players[mover]?.color) ?? THEME.ink;
  drawCard(ctx, g.diceCard);
  drawRollsLeft(ctx, g.diceCard, board.rolls_left, words);
  g.dice.forEach((r, i) => {
    drawDie(ctx, r, board.dice[i] ?? 0);
    if (board.held[i] !== true) return;
    ctx.beginPath();
    ctx.roundRect(r.x - HELD_OUTLINE, r.y - HELD_OUTLINE, r.w + 2 * HELD_OUTLINE, r.h + 2 * HELD_OUTLINE, 20);
    ctx.strokeStyle = accent;
    ctx.lineWidth = 5;
    ctx.stroke();
    const label = g.heldLabels[i];
    if (label === undefined) return;
    fillRoundRect(ctx, label, label.h / 2, accent);
    ctx.font = font(16, true);
    ctx.textAlign = "center";
    ctx.fillStyle = THEME.headerText;
    ctx.fillText(words.heldMark, label.x + label.w / 2, label.y + label.h / 2 + 1);
  });
  drawTable(ctx, g, board, input, mover, words);
}

function drawRollsLeft(ctx: Ctx, card: Rect, left: number, words: YachtWords): void {
  const y = card.y + 32;
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";
  ctx.font = font(20);
  ctx.fillStyle = THEME.muted;
  const text = words.rollsLeft(left);
  ctx.fillText(text, card.x + INSET, y);
  const x0 = card.x + INSET + ctx.measureText(text).width + 22;
  for (let i = 0; i < Math.max(3, left); i++) {
    ctx.beginPath();
    ctx.arc(x0 + i * 24, y, 7, 0, Math.PI * 2);
    if (i < left) {
      ctx.fillStyle = THEME.ink;
      ctx.fill();
    } else {
      ctx.strokeStyle = THEME.faint;
      ctx.lineWidth = 2;
      ctx.stroke();
    }
  }
}

function upperSum(card: Readonly<Partial<Record<YachtCategory, number>>>): number {
  return YACHT_CATEGORIES.slice(0, 6).reduce((sum, c) => sum + (card[c] ?? 0), 0);
}

function drawTable(
  ctx: Ctx,
  g: YachtGeometry,
  board: YachtBoard,
  input: TableInput,
  mover: number | null,
  words: YachtWords,
): void {
  drawCard(ctx, g.tableCard);
  const left = g.tableCard.x + INSET;
  const right = g.tableCard.x + g.tableCard.w - INSET;
  YACHT_ROWS.forEach((row, r) => {
    const y = g.cells[row][0]?.y ?? g.tableCard.y;
    if (r % 2 === 1) {
      ctx.fillStyle = "#f4f6f9";
      ctx.fillRect(left, y, right - left, ROW_H);
    }
  });
  const moverHeader = mover === null ? undefined : g.headers[mover];
  const moverColor = mover === null ? undefined : input.players[mover]?.color;
  if (moverHeader !== undefined && moverColor !== undefined) {
    const bottom = g.cells.total[0];
    const h = (bottom === undefined ? moverHeader.y : bottom.y + bottom.h) - moverHeader.y;
    ctx.fillStyle = withAlpha(moverColor, 0.1);
    ctx.fillRect(moverHeader.x, moverHeader.y, moverHeader.w, h);
    fillRoundRect(ctx, { ...moverHeader, y: moverHeader.y + 4, h: moverHeader.h - 8 }, 10, moverColor);
  }
  ctx.textBaseline = "middle";
  g.headers.forEach((h, seat) => {
    const player = input.players[seat];
    ctx.font = font(20, true);
    ctx.textAlign = "center";
    ctx.fillStyle = seat === mover ? THEME.headerText : (player?.color ?? THEME.ink);
    ctx.fillText(ellipsize(ctx, player?.name ?? "", h.w - 14), h.x + h.w / 2, h.y + h.h / 2 + 1);
  });
  YACHT_ROWS.forEach((row) => {
    const y = (g.cells[row][0]?.y ?? 0) + ROW_H / 2 + 1;
    const strong = row === "total";
    ctx.textAlign = "left";
    ctx.font = font(20, strong);
    ctx.fillStyle = row === "bonus" ? THEME.muted : THEME.ink;
    ctx.fillText(words.rows[row], left + 10, y);
    g.cells[row].forEach((cell, seat) => {
      drawScoreCell(ctx, cell, row, seat, board, input, seat === mover);
    });
  });
  const sepAt = (row: YachtRow): number => g.cells[row][0]?.y ?? 0;
  ctx.beginPath();
  for (const y of [sepAt("three_of_a_kind"), sepAt("total")]) {
    ctx.moveTo(left, y);
    ctx.lineTo(right, y);
  }
  ctx.strokeStyle = THEME.cardBorder;
  ctx.lineWidth = 2;
  ctx.stroke();
}

function drawScoreCell(
  ctx: Ctx,
  cell: Rect,
  row: YachtRow,
  seat: number,
  board: YachtBoard,
  input: TableInput,
  moving: boolean,
): void {
  const card = board.scorecards[seat] ?? {};
  const cx = cell.x + cell.w / 2;
  const cy = cell.y + cell.h / 2 + 1;
  ctx.textAlign = "center";
  if (row === "total") {
    ctx.font = font(22, true);
    ctx.fillStyle = THEME.ink;
    ctx.fillText(String(input.scores[seat] ?? 0), cx, cy);
  } else if (row === "bonus") {
    const upper = upperSum(card);
    const earned = upper >= UPPER_BONUS_AT;
    ctx.font = font(earned ? 20 : 17, earned);
    ctx.fillStyle = earned ? "#2b8a3e" : THEME.muted;
    ctx.fillText(earned ? `+${UPPER_BONUS}` : `${upper}/${UPPER_BONUS_AT}`, cx, cy);
  } else {
    const scored = card[row];
    const potential = moving ? board.potential[row] : undefined;
    if (scored !== undefined) {
      ctx.font = font(22, true);
      ctx.fillStyle = THEME.ink;
      ctx.fillText(String(scored), cx, cy);
    } else if (potential !== undefined) {
      ctx.font = font(20);
      ctx.fillStyle = withAlpha(input.players[seat]?.color ?? THEME.ink, 0.6);
      ctx.fillText(String(potential), cx, cy);
    }
  }
}
