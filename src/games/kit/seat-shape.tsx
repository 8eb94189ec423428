/** Corners of each seat's shape on a unit circle (null: a circle), so seats differ by shape as well as colour. */
const SHAPES: readonly (readonly [number, number][] | null)[] = [
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

/** Where a seat's shape puts the baseline of a number written inside it, as a share of `r` below the centre. */
export function seatTextDrop(seat: number): number {
  return seat % SHAPES.length === 2 ? 0.62 : 0.4;
}

/**
 * A seat's marker, centred at (x, y) with radius `r`: seat 0 a circle, then a
 * square, a triangle, a diamond, a triangle pointing down and a star.
 */
export function SeatShape({
  seat,
  x,
  y,
  r,
  fill,
  stroke = "#fff",
  strokeWidth,
  className,
}: {
  seat: number;
  x: number;
  y: number;
  r: number;
  fill: string;
  stroke?: string;
  strokeWidth: number;
  className?: string;
}) {
  const corners = SHAPES[seat % SHAPES.length];
  const paint = { fill, stroke, "stroke-width": strokeWidth, class: className };
  if (!corners) return <circle cx={x} cy={y} r={r} {...paint} />;
  return <polygon points={corners.map(([cx, cy]) => `${x + cx * r},${y + cy * r}`).join(" ")} {...paint} />;
}

/** A seat's shape in its colour, the size of a letter, beside its name. */
export function SeatMark({ seat, color }: { seat: number; color: string }) {
  return (
    <svg class="seat-mark" viewBox="-1.3 -1.3 2.6 2.6" aria-hidden="true">
      <SeatShape seat={seat} x={0} y={0} r={1} fill={color} stroke="currentColor" strokeWidth={0.12} />
    </svg>
  );
}

/** The key to a board's seats: each seat's mark and name, and what the board shows of it. */
export function SeatLegend({ seats }: { seats: readonly { seat: number; color: string; text: string }[] }) {
  return (
    <ul class="seat-legend" aria-hidden="true">
      {seats.map((s) => (
        <li>
          <SeatMark seat={s.seat} color={s.color} />
          {s.text}
        </li>
      ))}
    </ul>
  );
}
