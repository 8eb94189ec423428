import { useEffect, useState } from "preact/hooks";
import { POINTS_COLORS } from "./draw-points.ts";
import type { PointsBoardLike } from "./points-board-schema.ts";
import {
  BAR_W,
  BOARD_H,
  BOARD_W,
  CHECKER_R,
  LABEL_H,
  placeCheckers,
  pointSlot,
  TRAY_W,
  TRIANGLE_H,
  traySlab,
  trays,
} from "./points-layout.ts";
import { POINTS, type PointNumbering } from "./points-numbering.ts";
import type { PointsWords } from "./points-words.ts";

/** A place a checker moves from or to: a board index (0..23), the bar, or off the board. */
export type Spot = number | "bar" | "off";

/** One legal step of the checker to move, in board places. */
export interface SpotMove {
  readonly from: Spot;
  readonly to: Spot;
}

/** What the shared web board needs: the board, the seats' colours, the legal steps and what to do with one. */
export interface PointsSvgProps {
  readonly board: PointsBoardLike;
  readonly numbering: PointNumbering;
  readonly colors: readonly [string, string];
  readonly moves: readonly SpotMove[];
  readonly onMove: (move: SpotMove) => void;
  readonly words: PointsWords;
  readonly label: string;
}

const SELECTED = "#f5b301";
const TARGET = "rgba(46, 204, 113, 0.55)";

/** The spot under a pointer event, read from the `data-spot` of what it is over. */
function spotAt(x: number, y: number): Spot | null {
  const el = document.elementFromPoint(x, y)?.closest("[data-spot]");
  const raw = el?.getAttribute("data-spot");
  if (raw === null || raw === undefined) return null;
  return raw === "bar" || raw === "off" ? raw : Number(raw);
}

/**
 * A 24-point board in SVG, drawn like the image: press a checker that can
 * move (ringed) and then a highlighted destination, or drag it there.
 */
export function PointsBoardSvg({ board, numbering, colors, moves, onMove, words, label }: PointsSvgProps) {
  const [from, setFrom] = useState<Spot | null>(null);
  // Only other legal steps drop the checker picked up: a clock's tick draws the board again with the same ones.
  const steps = moves.map((m) => `${m.from}>${m.to}`).join(" ");
  useEffect(() => setFrom(null), [steps]);
  const sources = new Set(moves.map((m) => m.from));
  const targets = new Set(moves.filter((m) => m.from === from).map((m) => m.to));
  const press = (spot: Spot) => {
    if (from !== null && targets.has(spot)) {
      setFrom(null);
      onMove({ from, to: spot });
    } else setFrom(sources.has(spot) && spot !== from ? spot : null);
  };
  const release = (e: PointerEvent) => {
    const spot = spotAt(e.clientX, e.clientY);
    if (from !== null && spot !== null && spot !== from && targets.has(spot)) press(spot);
  };
  const checkers = placeCheckers(board);
  const [t0, t1] = trays(numbering);
  return (
    <svg
      dir="ltr"
      viewBox={`0 0 ${BOARD_W} ${BOARD_H}`}
      role="img"
      aria-label={label}
      style={{ maxWidth: "44rem", width: "100%", touchAction: "none" }}
      onPointerUp={release}
    >
      <rect x="0" y="0" width={BOARD_W} height={BOARD_H} fill={POINTS_COLORS.frame} />
      {[TRAY_W, TRAY_W + 6 + BAR_W].map((x) => (
        <rect x={x} y={LABEL_H} width="6" height={BOARD_H - 2 * LABEL_H} fill={POINTS_COLORS.felt} />
      ))}
      {Array.from({ length: POINTS }, (_, index) => {
        const s = pointSlot(index);
        const tip = s.base + s.dir * TRIANGLE_H;
        const lit = targets.has(index);
        return (
          <g
            data-spot={index}
            aria-label={words.pointName(numbering.point(0, index))}
            onPointerDown={() => press(index)}
            style={{ cursor: sources.has(index) || lit ? "pointer" : "default" }}
          >
            <rect
              x={s.x}
              y={Math.min(s.base, s.base + s.dir * 5.2)}
              width="1"
              height="5.2"
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
      <g data-spot="bar" onPointerDown={() => press("bar")}>
        <rect x={TRAY_W + 6} y={LABEL_H} width={BAR_W} height={BOARD_H - 2 * LABEL_H} fill="transparent" />
      </g>
      {[t0, t1].map((t) => (
        <g data-spot="off" aria-label={words.off} onPointerDown={() => press("off")}>
          <rect
            x={t.x}
            y={t.y}
            width={t.w}
            height={t.h}
            fill={targets.has("off") ? TARGET : "rgba(255,255,255,0.25)"}
          />
          {Array.from({ length: board.off[t.seat] ?? 0 }, (_, k) => {
            const slab = traySlab(t, k);
            return <rect x={slab.x} y={slab.y} width={slab.w} height={slab.h} fill={colors[t.seat]} />;
          })}
          <text x={t.x + t.w / 2} y={t.labelY + 0.1} font-size="0.3" fill="#fff" text-anchor="middle">
            {words.borneOff(board.off[t.seat] ?? 0)}
          </text>
        </g>
      ))}
      {checkers.map((c, k) => {
        const top = checkers[k + 1]?.spot !== c.spot || checkers[k + 1]?.seat !== c.seat;
        const ringed = top && c.spot === from;
        return (
          <g style={{ pointerEvents: "none" }}>
            <circle
              cx={c.x}
              cy={c.y}
              r={CHECKER_R}
              fill={colors[c.seat]}
              stroke={ringed ? SELECTED : top && sources.has(c.spot) ? "#2ecc71" : "#fff"}
              stroke-width={ringed || (top && sources.has(c.spot)) ? 0.1 : 0.05}
            />
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
    </svg>
  );
}
