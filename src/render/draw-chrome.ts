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
} from "../drawing/theme.ts";
import type { FrameWords } from "../games/kit/frame-words.ts";
import type { NamedInput, RenderInput } from "./render-input.ts";

const HEADER_H = 72;
const ROW_H = 48;
const ROW_GAP = 6;
const COL_GAP = 12;
const BANNER_H = 84;
const SECTION_GAP = 14;

/** Where the header, one row per seat, the end-of-game banner and the board go. */
export interface ChromeLayout {
  readonly header: Rect;
  readonly players: readonly Rect[];
  readonly banner: Rect | null;
  readonly boardTop: number;
}

/** Lays out the chrome; more than four seats split into two columns so the strip stays short. */
export function chromeLayout(input: RenderInput, width: number): ChromeLayout {
  const cols = input.players.length > 4 ? 2 : 1;
  const colW = (width - 2 * PAD - (cols - 1) * COL_GAP) / cols;
  const top = HEADER_H + SECTION_GAP;
  const players = input.players.map((_, i) => ({
    x: PAD + (i % cols) * (colW + COL_GAP),
    y: top + Math.floor(i / cols) * (ROW_H + ROW_GAP),
    w: colW,
    h: ROW_H,
  }));
  let y = top + Math.ceil(input.players.length / cols) * (ROW_H + ROW_GAP) - ROW_GAP + SECTION_GAP;
  let banner: Rect | null = null;
  if (input.status !== "running") {
    banner = { x: 0, y, w: width, h: BANNER_H };
    y += BANNER_H + SECTION_GAP;
  }
  return { header: { x: 0, y: 0, w: width, h: HEADER_H }, players, banner, boardTop: y };
}

/** Draws header, player strip and banner, their words from `frame`. */
export function drawChrome(ctx: Ctx, layout: ChromeLayout, input: NamedInput, frame: FrameWords): void {
  drawHeader(ctx, layout.header, input);
  layout.players.forEach((row, seat) => {
    drawPlayerRow(ctx, row, input, seat, frame.toMove);
  });
  if (layout.banner !== null) drawBanner(ctx, layout.banner, input, frame);
}

function drawHeader(ctx: Ctx, r: Rect, input: NamedInput): void {
  ctx.fillStyle = THEME.header;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  ctx.textBaseline = "middle";
  const version = `v${input.version}`;
  ctx.font = font(22);
  ctx.textAlign = "right";
  ctx.fillStyle = THEME.headerMuted;
  ctx.fillText(version, r.w - PAD, r.h / 2);
  const versionW = ctx.measureText(version).width;
  const taken = versionW + drawWatching(ctx, r, input.watching, PAD + versionW);
  ctx.font = font(30, true);
  ctx.fillStyle = THEME.headerText;
  const room = r.w - 3 * PAD - taken;
  fillFromStart(ctx, ellipsize(ctx, input.game_name, room), PAD, PAD + room, r.h / 2);
}

/**
 * Draws `text` in the box from `left` to `right`, set from its start side:
 * the right one when the image's text runs right to left (Persian, Arabic),
 * so the box, and the board around it, keep their place.
 */
export function fillFromStart(ctx: Ctx, text: string, left: number, right: number, y: number): void {
  const rtl = ctx.direction === "rtl";
  ctx.textAlign = rtl ? "right" : "left";
  ctx.fillText(text, rtl ? right : left, y);
}

/**
 * Draws an eye and the spectators' label (right-aligned, `right` from the
 * header's right edge) in the version's font and colour; an eye drawn, not
 * an emoji, since the bundled font has none. Returns the width it took.
 */
function drawWatching(ctx: Ctx, r: Rect, label: string | undefined, right: number): number {
  if (!label) return 0;
  const gap = 18;
  const eyeRadius = 12;
  const labelX = r.w - right - gap;
  ctx.fillText(label, labelX, r.h / 2);
  const labelW = ctx.measureText(label).width;
  const eyeX = labelX - labelW - 8 - eyeRadius;
  ctx.strokeStyle = THEME.headerMuted;
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.ellipse(eyeX, r.h / 2, eyeRadius, 7, 0, 0, 2 * Math.PI);
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(eyeX, r.h / 2, 3.5, 0, 2 * Math.PI);
  ctx.fill();
  return gap + labelW + 8 + 2 * eyeRadius;
}

function drawPlayerRow(ctx: Ctx, r: Rect, input: RenderInput, seat: number, toMoveLabel: string): void {
  const player = input.players[seat];
  if (player === undefined) return;
  const toMove = input.status === "running" && input.turn === seat;
  const won = input.status === "finished" && input.winners.includes(seat);
  if (toMove) fillRoundRect(ctx, r, 12, withAlpha(player.color, 0.16));
  else drawCard(ctx, r);
  const cy = r.y + r.h / 2;
  if (toMove) drawTurnArrow(ctx, r.x + 14, cy, player.color);
  if (won) drawStar(ctx, r.x + 22, cy, 13, THEME.winBanner);
  ctx.beginPath();
  ctx.arc(r.x + 48, cy, 9, 0, Math.PI * 2);
  ctx.fillStyle = player.color;
  ctx.fill();

  ctx.textBaseline = "middle";
  ctx.textAlign = "right";
  ctx.font = font(26, true);
  ctx.fillStyle = THEME.ink;
  const score = String(input.scores[seat] ?? 0);
  ctx.fillText(score, r.x + r.w - 16, cy);
  let right = r.x + r.w - 28 - ctx.measureText(score).width;
  if (toMove) right = drawPill(ctx, right, cy, toMoveLabel, player.color) - 12;

  ctx.font = font(24, true);
  ctx.fillStyle = player.color;
  fillFromStart(ctx, ellipsize(ctx, player.name, right - (r.x + 66)), r.x + 66, right, cy);
}

/** Draws a pill ending at `right`; returns its left edge so the name can stop short of it. */
function drawPill(ctx: Ctx, right: number, cy: number, text: string, color: string): number {
  ctx.font = font(15, true);
  const w = ctx.measureText(text).width + 20;
  fillRoundRect(ctx, { x: right - w, y: cy - 13, w, h: 26 }, 13, color);
  ctx.fillStyle = THEME.headerText;
  ctx.textAlign = "center";
  ctx.fillText(text, right - w / 2, cy + 1);
  return right - w;
}

function drawTurnArrow(ctx: Ctx, x: number, cy: number, color: string): void {
  ctx.beginPath();
  ctx.moveTo(x, cy - 12);
  ctx.lineTo(x + 16, cy);
  ctx.lineTo(x, cy + 12);
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

function drawStar(ctx: Ctx, cx: number, cy: number, radius: number, color: string): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const d = i % 2 === 0 ? radius : radius * 0.45;
    ctx.lineTo(cx + d * Math.cos(a), cy + d * Math.sin(a));
  }
  ctx.closePath();
  ctx.fillStyle = color;
  ctx.fill();
}

/** The banner headline in the frame's language: winners' names, "Draw", or "Game ended" for an aborted game. */
export function bannerText(input: RenderInput, labels: FrameWords): string {
  if (input.status === "aborted") return labels.gameEnded;
  const names = input.winners.map((seat) => input.players[seat]?.name ?? labels.seat(seat + 1));
  const last = names.pop();
  if (last === undefined) return labels.draw;
  return names.length === 0 ? labels.wins(last) : labels.winTogether(names.join(", "), last);
}

function drawBanner(ctx: Ctx, r: Rect, input: RenderInput, frame: FrameWords): void {
  const win = input.status === "finished" && input.winners.length > 0;
  ctx.fillStyle = win ? THEME.winBanner : THEME.neutralBanner;
  ctx.fillRect(r.x, r.y, r.w, r.h);
  const cy = r.y + r.h / 2;
  const room = r.w - 2 * PAD - 120;
  const full = bannerText(input, frame);
  ctx.font = font(38, true);
  if (ctx.measureText(full).width > room) ctx.font = font(30, true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = win ? THEME.ink : THEME.headerText;
  const text = ellipsize(ctx, full, room);
  ctx.fillText(text, r.x + r.w / 2, cy);
  if (!win) return;
  const half = ctx.measureText(text).width / 2;
  drawStar(ctx, r.x + r.w / 2 - half - 36, cy, 18, THEME.card);
  drawStar(ctx, r.x + r.w / 2 + half + 36, cy, 18, THEME.card);
}
