import { seatCorners } from "./seat-shapes.ts";

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
  const corners = seatCorners(seat, x, y, r);
  const paint = { fill, stroke, "stroke-width": strokeWidth, class: className };
  if (!corners) return <circle cx={x} cy={y} r={r} {...paint} />;
  return <polygon points={corners.map(([px, py]) => `${px},${py}`).join(" ")} {...paint} />;
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
