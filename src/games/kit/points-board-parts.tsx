import { POINTS_COLORS } from "./draw-points.ts";
import type { PointsBoardLike } from "./points-board-schema.ts";
import {
  BAR_W,
  BOARD_H,
  CHECKER_R,
  type CheckerSpot,
  HALF_H,
  LABEL_H,
  pointSlot,
  TRAY_W,
  TRIANGLE_H,
  type Tray,
  traySlab,
} from "./points-layout.ts";
import { POINTS, type PointNumbering } from "./points-numbering.ts";
import type { Spot } from "./points-spot-keys.ts";

/** A lit destination of the checker picked up. */
export const TARGET = "rgba(46, 204, 113, 0.55)";
const SELECTED = "#f5b301";

/** The attributes that make a spot pressable by pointer and keyboard, and name it for screen readers. */
export type SpotAttributes = (spot: Spot) => Record<string, unknown>;

/** The 24 points: a triangle each, lit when the checker picked up may go there, numbered for the viewer. */
export function PointSpots({
  numbering,
  targets,
  spot,
}: {
  numbering: PointNumbering;
  targets: ReadonlySet<Spot>;
  spot: SpotAttributes;
}) {
  return (
    <>
      {Array.from({ length: POINTS }, (_, index) => {
        const s = pointSlot(index);
        const tip = s.base + s.dir * TRIANGLE_H;
        const lit = targets.has(index);
        return (
          <g {...spot(index)}>
            <rect
              x={s.x}
              y={Math.min(s.base, s.base + s.dir * HALF_H)}
              width="1"
              height={HALF_H}
              fill="transparent"
            />
            <polygon
              points={`${s.x},${s.base} ${s.x + 1},${s.base} ${s.x + 0.5},${tip}`}
              fill={lit ? TARGET : index % 2 === 0 ? POINTS_COLORS.dark : POINTS_COLORS.light}
            />
            <text
              x={s.x + 0.5}
              y={s.base - s.dir * 0.2 + (s.dir === 1 ? -0.05 : 0.3)}
              font-size="0.34"
              fill="#fff"
              text-anchor="middle"
            >
              {numbering.point(0, index)}
            </text>
          </g>
        );
      })}
      <g {...spot("bar")}>
        <rect x={TRAY_W + 6} y={LABEL_H} width={BAR_W} height={BOARD_H - 2 * LABEL_H} fill="transparent" />
      </g>
    </>
  );
}

/** Both seats' trays, with their borne-off checkers as slabs; one spot, "off", for bearing off. */
export function Trays(props: {
  board: PointsBoardLike;
  trays: readonly Tray[];
  colors: readonly [string, string];
  lit: boolean;
  spot: SpotAttributes;
  caption: (off: number) => string;
}) {
  const { board, colors, lit, spot, caption } = props;
  return (
    <g {...spot("off")}>
      {props.trays.map((t) => (
        <g>
          <rect x={t.x} y={t.y} width={t.w} height={t.h} fill={lit ? TARGET : "rgba(255,255,255,0.25)"} />
          {Array.from({ length: board.off[t.seat] ?? 0 }, (_, k) => {
            const slab = traySlab(t, k);
            return <rect x={slab.x} y={slab.y} width={slab.w} height={slab.h} fill={colors[t.seat]} />;
          })}
          <text x={t.x + t.w / 2} y={t.labelY + 0.1} font-size="0.3" fill="#fff" text-anchor="middle">
            {caption(board.off[t.seat] ?? 0)}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The checkers, a stack's count on its top one; the second seat's carry a ring
 * inside, so the seats differ by shape as well as colour. The top checker of
 * a spot that can move is ringed green, the one picked up gold.
 */
export function Checkers(props: {
  checkers: readonly CheckerSpot[];
  colors: readonly [string, string];
  sources: ReadonlySet<Spot>;
  from: Spot | null;
}) {
  const { checkers, colors, sources, from } = props;
  return (
    <g style={{ pointerEvents: "none" }}>
      {checkers.map((c, k) => {
        const top = checkers[k + 1]?.spot !== c.spot || checkers[k + 1]?.seat !== c.seat;
        const ringed = top && c.spot === from;
        const movable = top && sources.has(c.spot);
        return (
          <g>
            <circle
              cx={c.x}
              cy={c.y}
              r={CHECKER_R}
              fill={colors[c.seat]}
              stroke={ringed ? SELECTED : movable ? "#2ecc71" : "#fff"}
              stroke-width={ringed || movable ? 0.1 : 0.05}
            />
            {c.seat === 1 && (
              <circle cx={c.x} cy={c.y} r={CHECKER_R * 0.55} fill="none" stroke="#fff" stroke-width="0.05" />
            )}
            {c.count !== null && (
              <text
                x={c.x}
                y={c.y + 0.16}
                font-size="0.45"
                font-weight="bold"
                fill="#fff"
                text-anchor="middle"
              >
                {c.count}
              </text>
            )}
          </g>
        );
      })}
    </g>
  );
}
