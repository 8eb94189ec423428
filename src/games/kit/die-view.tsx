const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

/** A die face in SVG; a new `rollKey` replays the tumble, so every roll is seen. */
export function Die({
  value,
  rollKey,
  held = false,
  size = 56,
}: {
  value: number | null;
  rollKey?: string | number;
  held?: boolean;
  size?: number;
}) {
  return (
    <svg
      key={rollKey}
      class={`die${rollKey !== undefined && value ? " rolling" : ""}${held ? " held" : ""}`}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <rect x="4" y="4" width="92" height="92" rx="18" />
      {(PIPS[value ?? 0] ?? []).map(([x, y]) => (
        <circle cx={x} cy={y} r="9" />
      ))}
    </svg>
  );
}
