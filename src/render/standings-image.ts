import { type Ctx, drawCard, ellipsize, fillRoundRect, font, PAD, THEME } from "../drawing/theme.ts";
import type { FrameWords } from "../games/kit/frame-words.ts";
import type { Locale } from "../i18n/locales.ts";
import { fillFromStart } from "./draw-chrome.ts";

/** A tournament's final table as the image shows it. */
export interface StandingsInput {
  readonly title: string;
  /** The game's name. */
  readonly game: string;
  readonly format: "swiss" | "knockout" | "arena";
  readonly rows: readonly {
    readonly rank: number;
    readonly name: string;
    readonly points: number;
    readonly tiebreak: number;
    readonly games: number;
  }[];
  readonly language: Locale;
}

const HEADER_H = 84;
const ROW_H = 44;
const HEAD_ROW_H = 36;
/** The most rows drawn: a long field shows its top, as a podium would. */
export const STANDINGS_ROWS = 16;

/** The image's height for `rows` standings. */
export function standingsHeight(rows: number): number {
  return HEADER_H + PAD + HEAD_ROW_H + Math.min(rows, STANDINGS_ROWS) * ROW_H + 2 * PAD;
}

/** Points as people write them, halves as ½; the image and the chat's standings show them so. */
export function pointsText(n: number): string {
  const whole = Math.floor(n);
  return n - whole === 0.5 ? `${whole === 0 ? "" : whole}½` : String(n);
}

/** The column of names; the others hold numbers. */
const PLAYER_COLUMN = 1;

/**
 * Where each column's text starts, from the image's left edge when text runs
 * left to right: rank, player, points, tie-break, games. Right to left the
 * table is mirrored, so the rank stands at the right and each cell ends there.
 */
function columnStarts(width: number): readonly number[] {
  return [PAD + 20, PAD + 80, width - PAD - 300, width - PAD - 190, width - PAD - 70];
}

/**
 * Draws cell `c` of a row at `y`, from its column's start side. A number keeps
 * its own order right to left ("3½", not "½3"); only its place mirrors.
 */
function fillCell(ctx: Ctx, text: string, c: number, y: number, width: number): void {
  const start = columnStarts(width)[c] as number;
  const direction = ctx.direction;
  if (c !== PLAYER_COLUMN) ctx.direction = "ltr";
  ctx.textAlign = direction === "rtl" ? "right" : "left";
  ctx.fillText(text, direction === "rtl" ? width - start : start, y);
  ctx.direction = direction;
}

function drawHeader(ctx: Ctx, input: StandingsInput, width: number, words: FrameWords): void {
  ctx.fillStyle = THEME.header;
  ctx.fillRect(0, 0, width, HEADER_H);
  ctx.fillStyle = THEME.headerText;
  ctx.font = font(28, true);
  ctx.textBaseline = "alphabetic";
  fillFromStart(ctx, ellipsize(ctx, input.title, width - 2 * PAD), PAD, width - PAD, 42);
  ctx.fillStyle = THEME.headerMuted;
  ctx.font = font(18);
  const subtitle = `${input.game} · ${words.format(input.format)}`;
  fillFromStart(ctx, ellipsize(ctx, subtitle, width - 2 * PAD), PAD, width - PAD, 68);
}

/**
 * Draws the header band and the table card, in the boards' look, its words
 * from `words`; right to left (ctx.direction) its text and columns mirror.
 */
export function drawStandings(ctx: Ctx, input: StandingsInput, width: number, words: FrameWords): void {
  drawHeader(ctx, input, width, words);
  const rows = input.rows.slice(0, STANDINGS_ROWS);
  const top = HEADER_H + PAD;
  drawCard(ctx, { x: PAD, y: top, w: width - 2 * PAD, h: HEAD_ROW_H + rows.length * ROW_H + PAD });
  const xs = columnStarts(width);
  ctx.font = font(15, true);
  ctx.fillStyle = THEME.muted;
  for (const [c, label] of words.standingsColumns.entries()) {
    // Column heads are words, set like the names.
    const start = xs[c] as number;
    fillFromStart(ctx, label, start, width - start, top + 26);
  }
  rows.forEach((row, i) => {
    const y = top + HEAD_ROW_H + i * ROW_H;
    if (row.rank === 1)
      fillRoundRect(
        ctx,
        { x: PAD + 8, y: y + 4, w: width - 2 * PAD - 16, h: ROW_H - 8 },
        10,
        THEME.highlight,
      );
    ctx.fillStyle = THEME.ink;
    ctx.font = font(20, row.rank === 1);
    const room = (xs[2] as number) - (xs[1] as number) - 16;
    const cells = [
      String(row.rank),
      ellipsize(ctx, row.name, room),
      pointsText(row.points),
      pointsText(row.tiebreak),
      String(row.games),
    ];
    for (const [c, text] of cells.entries()) fillCell(ctx, text, c, y + 29, width);
  });
}
