import { type Ctx, type Rect, THEME } from "../../drawing/theme.ts";

/** Pip cells on a 3×3 lattice, [column, row], per face value. */
const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [2, 2],
  ],
};

/** Draws a die face with real pips (glyph dice differ between fonts); 0 or null draws an empty die. */
export function drawDie(ctx: Ctx, r: Rect, value: number | null): void {
  const pips = value === null ? undefined : PIPS[value];
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, r.w * 0.16);
  ctx.fillStyle = pips === undefined ? "#f3f5f8" : THEME.card;
  ctx.fill();
  ctx.lineWidth = Math.max(2, r.w * 0.035);
  ctx.strokeStyle = pips === undefined ? THEME.faint : THEME.ink;
  ctx.stroke();
  if (pips === undefined) return;
  const radius = r.w * 0.09;
  ctx.beginPath();
  for (const [col, row] of pips) {
    const cx = r.x + r.w * (0.25 + col * 0.25);
    const cy = r.y + r.h * (0.25 + row * 0.25);
    ctx.moveTo(cx + radius, cy);
    ctx.arc(cx, cy, radius, 0, Math.PI * 2);
  }
  ctx.fillStyle = THEME.ink;
  ctx.fill();
}
