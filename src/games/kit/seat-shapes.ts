/** What tracing a marker needs of a canvas context (the image's, or any other). */
interface PathPen {
  beginPath(): void;
  arc(x: number, y: number, r: number, from: number, to: number): void;
  lineTo(x: number, y: number): void;
  closePath(): void;
}

/**
 * Corners of each seat's marker on a unit circle (null: a circle), so seats
 * differ by shape as well as colour: a circle, a square, a triangle, a
 * diamond, a triangle pointing down and a star, on the web board and the image alike.
 */
const SHAPES: readonly (readonly (readonly [number, number])[] | null)[] = [
  null,
  [
    [-0.8, -0.8],
    [0.8, -0.8],
    [0.8, 0.8],
    [-0.8, 0.8],
  ],
  [
    [0, -1.05],
    [1, 0.75],
    [-1, 0.75],
  ],
  [
    [0, -1.1],
    [1.1, 0],
    [0, 1.1],
    [-1.1, 0],
  ],
  [
    [-1, -0.75],
    [1, -0.75],
    [0, 1.05],
  ],
  Array.from({ length: 10 }, (_, i): [number, number] => {
    const r = i % 2 ? 0.5 : 1.1;
    const a = (i * Math.PI) / 5 - Math.PI / 2;
    return [r * Math.cos(a), r * Math.sin(a)];
  }),
];

/** A seat's marker's corners scaled to radius `r` round (x, y), or null for the first seat's circle. */
export function seatCorners(seat: number, x: number, y: number, r: number): [number, number][] | null {
  const corners = SHAPES[seat % SHAPES.length];
  return corners ? corners.map(([cx, cy]) => [x + cx * r, y + cy * r]) : null;
}

/** Where a number written inside a seat's marker sits, as a share of `r` below its centre (a triangle's middle is low). */
export function seatTextDrop(seat: number): number {
  return seat % SHAPES.length === 2 ? 0.62 : 0.4;
}

/** Starts a canvas path in the shape of a seat's marker, to fill or stroke. */
export function traceSeatShape(ctx: PathPen, seat: number, x: number, y: number, r: number): void {
  ctx.beginPath();
  const corners = seatCorners(seat, x, y, r);
  if (!corners) {
    ctx.arc(x, y, r, 0, Math.PI * 2);
    return;
  }
  for (const [px, py] of corners) ctx.lineTo(px, py);
  ctx.closePath();
}
