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
import type { DiceRaceBoard } from "./dice-race-board.ts";
import type { PigWords } from "./pig-words.ts";

const INSET = 24;
const TITLE_H = 44;
const ROW_H = 78;
const BAR_H = 28;
const DIE = 140;

/** Pixel geometry of a dice-race board: one progress-bar track per seat, then the die and turn total. */
export interface DiceRaceGeometry {
  readonly kind: "dice-race";
  readonly height: number;
  readonly card: Rect;
  readonly bars: readonly Rect[];
  readonly die: Rect;
  readonly turnTotal: Rect;
}

/** Lays out `seats` progress bars and the die panel below them, starting at `top`. */
export function diceRaceGeometry(seats: number, top: number, width: number): DiceRaceGeometry {
  const x = PAD + INSET;
  const w = width - 2 * x;
  const bars = Array.from({ length: seats }, (_, i) => ({
    x,
    y: top + TITLE_H + i * ROW_H + 34,
    w,
    h: BAR_H,
  }));
  const panelTop = top + TITLE_H + seats * ROW_H + 16;
  const die = { x, y: panelTop, w: DIE, h: DIE };
  const turnTotal = { x: x + DIE + 32, y: panelTop, w: w - DIE - 32, h: DIE };
  const card = { x: PAD, y: top, w: width - 2 * PAD, h: panelTop + DIE + INSET - top };
  return { kind: "dice-race", height: card.h + PAD, card, bars, die, turnTotal };
}

/** Draws banked totals as bars toward the target, the mover's pending turn total and the last die. */
export function drawDiceRace(
  ctx: Ctx,
  g: DiceRaceGeometry,
  board: DiceRaceBoard,
  input: TableInput,
  words: PigWords,
): void {
  drawCard(ctx, g.card);
  ctx.textBaseline = "middle";
  ctx.textAlign = "left";
  ctx.font = font(20);
  ctx.fillStyle = THEME.muted;
  ctx.fillText(words.firstTo(board.target), g.card.x + INSET, g.card.y + 28);
  const mover = input.status === "running" ? input.turn : null;
  g.bars.forEach((bar, seat) => {
    drawSeatBar(ctx, bar, board, input, seat, seat === mover);
  });
  drawPanel(ctx, g, board, input, mover, words);
}

function drawSeatBar(
  ctx: Ctx,
  bar: Rect,
  board: DiceRaceBoard,
  input: TableInput,
  seat: number,
  moving: boolean,
): void {
  const color = input.players[seat]?.color ?? THEME.ink;
  const banked = board.banked[seat] ?? 0;
  const labelY = bar.y - 16;
  ctx.textAlign = "right";
  ctx.font = font(20);
  ctx.fillStyle = THEME.muted;
  const of = ` / ${board.target}`;
  ctx.fillText(of, bar.x + bar.w, labelY);
  let right = bar.x + bar.w - ctx.measureText(of).width;
  ctx.font = font(24, true);
  ctx.fillStyle = THEME.ink;
  ctx.fillText(String(banked), right, labelY);
  right -= ctx.measureText(String(banked)).width + 10;
  if (moving && board.turn_total > 0) {
    const pending = `+${board.turn_total}`;
    ctx.fillStyle = color;
    ctx.fillText(pending, right, labelY);
    right -= ctx.measureText(pending).width + 10;
  }
  ctx.textAlign = "left";
  ctx.font = font(22, true);
  ctx.fillStyle = color;
  ctx.fillText(ellipsize(ctx, input.players[seat]?.name ?? "", right - bar.x - 16), bar.x, labelY);

  fillRoundRect(ctx, bar, bar.h / 2, "#e6eaf0");
  const share = (n: number): number => Math.max(0, Math.min(1, n / Math.max(1, board.target))) * bar.w;
  if (moving && board.turn_total > 0) {
    fillRoundRect(
      ctx,
      { ...bar, w: Math.max(bar.h, share(banked + board.turn_total)) },
      bar.h / 2,
      withAlpha(color, 0.35),
    );
  }
  if (banked > 0) fillRoundRect(ctx, { ...bar, w: Math.max(bar.h, share(banked)) }, bar.h / 2, color);
}

function drawPanel(
  ctx: Ctx,
  g: DiceRaceGeometry,
  board: DiceRaceBoard,
  input: TableInput,
  mover: number | null,
  words: PigWords,
): void {
  drawDie(ctx, g.die, board.last_roll);
  const t = g.turnTotal;
  ctx.textAlign = "left";
  ctx.font = font(20);
  ctx.fillStyle = THEME.muted;
  ctx.fillText(
    board.last_roll === null ? words.noRoll : `${words.lastRoll}: ${board.last_roll}`,
    t.x,
    t.y + 18,
  );
  if (input.status !== "running") return;
  const player = mover === null ? undefined : input.players[mover];
  ctx.fillText(
    ellipsize(ctx, player === undefined ? words.turnTotal : words.playersTurnTotal(player.name), t.w),
    t.x,
    t.y + 62,
  );
  ctx.font = font(56, true);
  ctx.fillStyle = player?.color ?? THEME.ink;
  ctx.fillText(String(board.turn_total), t.x, t.y + 112);
}
