import { type Ctx, fillRoundRect, font, THEME } from "../../drawing/theme.ts";
import type { BoardDrawer } from "../game-module.ts";
import { type PointsGeometry, pointsDrawer } from "../kit/draw-points.ts";
import { BOARD_H, HALF_H, LABEL_H, MID_Y } from "../kit/points-layout.ts";
import { OPPOSED_NUMBERING } from "../kit/points-numbering.ts";
import type { BackgammonBoard } from "./backgammon-board.ts";
import type { BackgammonWords } from "./backgammon-words.ts";

const POINTS = pointsDrawer<BackgammonBoard, BackgammonWords>(OPPOSED_NUMBERING);
/** The cube's side, in points' widths; it sits in the free column left of the board. */
const CUBE = 0.9;

/**
 * The cube in the left column: in the middle while either side may double,
 * beside its owner's half otherwise (the first seat plays from the bottom).
 */
function drawCube(ctx: Ctx, g: PointsGeometry, board: BackgammonBoard): void {
  if (board.cube === null) return;
  const { owner, value } = board.cube;
  const u = g.unit;
  const centre = owner === null ? MID_Y : owner === 0 ? BOARD_H - LABEL_H - HALF_H / 2 : LABEL_H + HALF_H / 2;
  const x = g.origin.x + 0.2 * u;
  const y = g.origin.y + (centre - CUBE / 2) * u;
  fillRoundRect(ctx, { x, y, w: CUBE * u, h: CUBE * u }, 0.12 * u, THEME.card);
  ctx.font = font(Math.round(u * 0.45), true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  ctx.fillStyle = THEME.ink;
  // A cube in the middle shows 64, as on a real board, though the stake is 1.
  ctx.fillText(String(owner === null && value === 1 ? 64 : value), x + (CUBE * u) / 2, y + (CUBE * u) / 2);
}

/** The shared 24-point board, numbered the backgammon way, with the doubling cube. */
export const BACKGAMMON_DRAWER: BoardDrawer<BackgammonBoard, PointsGeometry, BackgammonWords> = {
  layout: POINTS.layout,
  draw(ctx, g, board, input, words) {
    POINTS.draw(ctx, g, board, input, words);
    drawCube(ctx, g, board);
  },
};
