import type { SKRSContext2D } from "@napi-rs/canvas";

/** The drawing context every draw function receives. */
export type Ctx = SKRSContext2D;

/** An axis-aligned box in image pixels. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** Outer margin shared by the chrome and every board kind. */
export const PAD = 20;

/** The family name the bundled font is registered under, distinct from any system font. */
export const FONT_FAMILY = "BoardSans";

/** Shared colours, so every board kind sits on the same light card look. */
export const THEME = {
  page: "#eef1f5",
  card: "#ffffff",
  cardBorder: "#d5dbe3",
  header: "#1f2a3a",
  headerText: "#ffffff",
  headerMuted: "#9fb0c6",
  ink: "#1f2a3a",
  muted: "#6b7889",
  faint: "#c3cad4",
  highlight: "#fff1b8",
  winBanner: "#f5b301",
  neutralBanner: "#5f6b7a",
} as const;

/** A CSS font string in the bundled family. */
export function font(px: number, bold = false): string {
  return `${bold ? "bold " : ""}${px}px ${FONT_FAMILY}`;
}

/** The centre point of a rect. */
export function centerOf(r: Rect): { x: number; y: number } {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/** Fills a rounded rectangle; the shared card and pill shape. */
export function fillRoundRect(ctx: Ctx, r: Rect, radius: number, color: string): void {
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.roundRect(r.x, r.y, r.w, r.h, radius);
  ctx.fill();
}

/** Draws the white card that holds a board, with a thin border. */
export function drawCard(ctx: Ctx, r: Rect): void {
  fillRoundRect(ctx, r, 16, THEME.card);
  ctx.strokeStyle = THEME.cardBorder;
  ctx.lineWidth = 2;
  ctx.stroke();
}

/** `color` (a #rrggbb seat colour) with an alpha, for tints behind text. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (hex === undefined) return color;
  const n = Number.parseInt(hex, 16);
  return `rgba(${n >> 16},${(n >> 8) & 255},${n & 255},${alpha})`;
}

/** Shortens text with an ellipsis so user-chosen names cannot overflow their slot. */
export function ellipsize(ctx: Ctx, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  const chars = Array.from(text);
  let lo = 0;
  let hi = chars.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (ctx.measureText(`${chars.slice(0, mid).join("")}…`).width <= maxWidth) lo = mid;
    else hi = mid - 1;
  }
  return `${chars.slice(0, lo).join("").trimEnd()}…`;
}
