import {
  type Ctx,
  drawCard,
  ellipsize,
  fillRoundRect,
  font,
  PAD,
  type Rect,
  THEME,
} from "../../drawing/theme.ts";
import type { TableInput } from "../game-module.ts";
import { drawDie } from "../kit/draw-die.ts";
import { matching } from "./liars-dice-bids.ts";
import type { LiarsDiceBoard } from "./liars-dice-board.ts";
import type { LiarsDiceWords } from "./liars-dice-words.ts";

const INSET = 24;
const HEAD_H = 132;
const ROW_H = 64;
const DIE = 44;
const DIE_GAP = 10;
const NAME_W = 230;
const CARD_GAP = 14;
const LAST_HEAD_H = 74;
/** Colour of a revealed die that backed the called bid. */
export const BACKED = "#2b8a3e";

/** Pixel geometry of a liar's dice table: the standing bid, a row of cups, and the last call's cups. */
export interface LiarsDiceGeometry {
  readonly kind: "liars-dice";
  readonly height: number;
  readonly tableCard: Rect;
  readonly bidDie: Rect;
  readonly names: readonly Rect[];
  /** Face-down dice per seat, as many as the seat has left. */
  readonly cups: readonly (readonly Rect[])[];
  readonly lastCard: Rect | null;
  /** Name slots and revealed dice per seat of the last call. */
  readonly lastNames: readonly Rect[];
  readonly revealed: readonly (readonly Rect[])[];
}

function diceRow(left: number, y: number, count: number): Rect[] {
  return Array.from({ length: count }, (_, i) => ({ x: left + i * (DIE + DIE_GAP), y, w: DIE, h: DIE }));
}

/** Lays out the table card (bid, one row per seat) and, after a call, the revealed cups, from `top`. */
export function liarsDiceGeometry(
  board: LiarsDiceBoard,
  seats: number,
  top: number,
  width: number,
): LiarsDiceGeometry {
  const left = PAD + INSET;
  const rowsTop = top + HEAD_H;
  const names = Array.from({ length: seats }, (_, s) => ({
    x: left,
    y: rowsTop + s * ROW_H,
    w: NAME_W,
    h: ROW_H,
  }));
  const diceX = left + NAME_W + 12;
  const rowDice = (s: number, count: number) =>
    diceRow(diceX, rowsTop + s * ROW_H + (ROW_H - DIE) / 2, count);
  const cups = names.map((_, s) => rowDice(s, board.dice_counts[s] ?? 0));
  const tableCard = { x: PAD, y: top, w: width - 2 * PAD, h: HEAD_H + seats * ROW_H + INSET };
  const bidDie = { x: left, y: top + 48, w: 64, h: 64 };
  const last = board.last_round;
  if (last === null) {
    const height = tableCard.h + PAD;
    return {
      kind: "liars-dice",
      height,
      tableCard,
      bidDie,
      names,
      cups,
      lastCard: null,
      lastNames: [],
      revealed: [],
    };
  }
  const lastTop = top + tableCard.h + CARD_GAP;
  const lastRows = lastTop + LAST_HEAD_H;
  const lastNames = names.map((r, s) => ({ ...r, y: lastRows + s * ROW_H }));
  const revealed = lastNames.map((r, s) =>
    diceRow(diceX, r.y + (ROW_H - DIE) / 2, last.cups[s]?.length ?? 0),
  );
  const lastCard = { x: PAD, y: lastTop, w: tableCard.w, h: LAST_HEAD_H + seats * ROW_H + INSET };
  const height = tableCard.h + CARD_GAP + lastCard.h + PAD;
  return { kind: "liars-dice", height, tableCard, bidDie, names, cups, lastCard, lastNames, revealed };
}

/** A die lying face down: a dark tile with a question mark. */
function drawHiddenDie(ctx: Ctx, r: Rect): void {
  fillRoundRect(ctx, r, r.w * 0.16, THEME.header);
  ctx.font = font(24, true);
  ctx.textAlign = "center";
  ctx.fillStyle = THEME.headerMuted;
  ctx.fillText("?", r.x + r.w / 2, r.y + r.h / 2 + 1);
}

function drawName(ctx: Ctx, r: Rect, input: TableInput, seat: number, note: string): void {
  ctx.textAlign = "left";
  ctx.font = font(22, true);
  ctx.fillStyle = input.players[seat]?.color ?? THEME.ink;
  ctx.fillText(ellipsize(ctx, input.players[seat]?.name ?? "", r.w - 8), r.x, r.y + r.h / 2 - 10);
  ctx.font = font(17);
  ctx.fillStyle = THEME.muted;
  ctx.fillText(note, r.x, r.y + r.h / 2 + 14);
}

/**
 * Draws the public table only: every cup face down, however many dice it
 * holds, the standing bid, and the last call with its cups face up. It never
 * reads `my_dice`, so no image shows a hidden die whoever's view it is given.
 */
export function drawLiarsDice(
  ctx: Ctx,
  g: LiarsDiceGeometry,
  board: LiarsDiceBoard,
  input: TableInput,
  words: LiarsDiceWords,
): void {
  drawCard(ctx, g.tableCard);
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";
  ctx.font = font(20);
  ctx.fillStyle = THEME.muted;
  ctx.fillText(`${words.round(board.round)} · ${words.wildOnes}`, g.tableCard.x + INSET, g.tableCard.y + 26);
  const standing = board.bids.at(-1);
  const textX = g.bidDie.x + g.bidDie.w + 18;
  const midY = g.bidDie.y + g.bidDie.h / 2;
  if (standing === undefined) {
    ctx.font = font(30, true);
    ctx.fillStyle = THEME.ink;
    ctx.fillText(words.noBid, g.bidDie.x, midY);
  } else {
    drawDie(ctx, g.bidDie, standing.face);
    ctx.font = font(40, true);
    ctx.fillStyle = input.players[standing.seat]?.color ?? THEME.ink;
    const count = `× ${standing.count}`;
    ctx.fillText(count, textX, midY);
    ctx.font = font(20);
    ctx.fillStyle = THEME.muted;
    const by = input.players[standing.seat]?.name ?? "";
    ctx.fillText(ellipsize(ctx, by, 300), textX + ctx.measureText(count).width + 60, midY);
  }
  const mover = input.status === "running" ? input.turn : null;
  g.names.forEach((r, seat) => {
    if (seat === mover)
      fillRoundRect(ctx, { ...r, x: r.x - 12, w: g.tableCard.w - 2 * INSET + 24 }, 12, THEME.highlight);
    const count = board.dice_counts[seat] ?? 0;
    drawName(ctx, r, input, seat, count > 0 ? words.diceLeft(count) : words.out);
    for (const die of g.cups[seat] ?? []) drawHiddenDie(ctx, die);
  });
  drawLastCall(ctx, g, board, input, words);
}

function drawLastCall(
  ctx: Ctx,
  g: LiarsDiceGeometry,
  board: LiarsDiceBoard,
  input: TableInput,
  words: LiarsDiceWords,
): void {
  const last = board.last_round;
  if (g.lastCard === null || last === null) return;
  drawCard(ctx, g.lastCard);
  const nameOf = (seat: number) => input.players[seat]?.name ?? "?";
  ctx.textAlign = "left";
  ctx.font = font(20, true);
  ctx.fillStyle = THEME.ink;
  ctx.fillText(`${words.lastRound} · ${words.round(last.round)}`, g.lastCard.x + INSET, g.lastCard.y + 26);
  ctx.font = font(18);
  ctx.fillStyle = THEME.muted;
  const bid = words.bid(last.bid.count, last.bid.face);
  const line = words.called(
    nameOf(last.caller),
    nameOf(last.bid.seat),
    bid,
    last.counted,
    nameOf(last.loser),
  );
  ctx.fillText(ellipsize(ctx, line, g.lastCard.w - 2 * INSET), g.lastCard.x + INSET, g.lastCard.y + 54);
  g.revealed.forEach((dice, seat) => {
    const cup = last.cups[seat] ?? [];
    const name = g.lastNames[seat];
    if (name) drawName(ctx, name, input, seat, cup.length ? "" : words.out);
    dice.forEach((r, i) => {
      const face = cup[i] ?? 0;
      drawDie(ctx, r, face);
      if (matching([face], last.bid.face) === 0) return;
      ctx.beginPath();
      ctx.roundRect(r.x - 3, r.y - 3, r.w + 6, r.h + 6, 10);
      ctx.strokeStyle = BACKED;
      ctx.lineWidth = 4;
      ctx.stroke();
    });
  });
}
