import { useEffect, useRef, useState } from "preact/hooks";
import { POINTS_COLORS } from "./draw-points.ts";
import { Checkers, PointSpots, type SpotAttributes, Trays } from "./points-board-parts.tsx";
import type { PointsBoardLike } from "./points-board-schema.ts";
import { BAR_W, BOARD_H, BOARD_W, LABEL_H, placeCheckers, TRAY_W, trays } from "./points-layout.ts";
import type { PointNumbering } from "./points-numbering.ts";
import { type Spot, spotAfterKey } from "./points-spot-keys.ts";
import type { PointsWords } from "./points-words.ts";
import type { BoardTable } from "./web-board.ts";

export type { Spot } from "./points-spot-keys.ts";

/** One legal step of the checker to move, in board places. */
export interface SpotMove {
  readonly from: Spot;
  readonly to: Spot;
}

/** What the shared web board needs: the board, the seats' colours and names, the legal steps and what to do with one. */
export interface PointsSvgProps {
  readonly board: PointsBoardLike;
  readonly numbering: PointNumbering;
  readonly colors: readonly [string, string];
  readonly names: readonly [string, string];
  readonly moves: readonly SpotMove[];
  readonly onMove: (move: SpotMove) => void;
  readonly words: PointsWords;
  readonly label: string;
}

/** The two seats' colours and names, seat 0 first, as the board draws and reads them. */
export function seatsOf(players: BoardTable["players"]): Pick<PointsSvgProps, "colors" | "names"> {
  const seat = (n: number) => players.find((p) => p.seat === n);
  return {
    colors: [seat(0)?.color ?? "#333", seat(1)?.color ?? "#333"],
    names: [seat(0)?.display_name ?? "", seat(1)?.display_name ?? ""],
  };
}

/** The spot under a pointer event, read from the `data-spot` of what it is over. */
function spotAt(x: number, y: number): Spot | null {
  const raw = document.elementFromPoint(x, y)?.closest("[data-spot]")?.getAttribute("data-spot");
  if (raw === null || raw === undefined) return null;
  return raw === "bar" || raw === "off" ? raw : Number(raw);
}

/** What a spot holds, for screen readers: its name, then each seat's checkers there ("point 13: Ann 5"). */
function spotText({ board, numbering, names, words }: PointsSvgProps, spot: Spot): string {
  if (spot === "off") return `${words.off}: ${names.map((n, s) => `${n} ${board.off[s] ?? 0}`).join(", ")}`;
  if (spot === "bar") return `${words.bar}: ${names.map((n, s) => `${n} ${board.bar?.[s] ?? 0}`).join(", ")}`;
  const n = board.points[spot] ?? 0;
  const name = words.pointName(numbering.point(0, spot));
  return n === 0 ? name : `${name}: ${names[n > 0 ? 0 : 1]} ${Math.abs(n)}`;
}

/**
 * A 24-point board in SVG, drawn like the image: press a checker that can
 * move (ringed) and then a lit destination, or drag it there; or, by
 * keyboard, arrows walk the spots that can be pressed and Enter or Space presses.
 */
export function PointsBoardSvg(props: PointsSvgProps) {
  const { board, numbering, colors, moves, onMove, label } = props;
  const [from, setFrom] = useState<Spot | null>(null);
  const [focused, setFocused] = useState<Spot | null>(null);
  const svg = useRef<SVGSVGElement>(null);
  // Only other legal steps drop the checker picked up: a clock's tick draws the board again with the same ones.
  const steps = moves.map((m) => `${m.from}>${m.to}`).join(" ");
  useEffect(() => setFrom(null), [steps]);
  const sources = new Set(moves.map((m) => m.from));
  const targets = new Set(moves.filter((m) => m.from === from).map((m) => m.to));
  const pressable = new Set<Spot>(from === null ? sources : [...targets, ...sources]);
  const stop = focused !== null && pressable.has(focused) ? focused : ([...pressable][0] ?? null);
  const press = (spot: Spot) => {
    if (from !== null && targets.has(spot)) {
      setFrom(null);
      onMove({ from, to: spot });
    } else setFrom(sources.has(spot) && spot !== from ? spot : null);
  };
  const onKeyDown = (spot: Spot) => (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      press(spot);
      return;
    }
    const to = spotAfterKey(pressable, spot, event.key);
    if (to === null) return;
    event.preventDefault();
    setFocused(to);
    svg.current?.querySelector<SVGElement>(`[data-spot="${to}"]`)?.focus();
  };
  const spot: SpotAttributes = (s) => ({
    "data-spot": s,
    role: "button",
    "aria-label": spotText(props, s),
    "aria-disabled": pressable.has(s) ? undefined : "true",
    "aria-pressed": s === from ? "true" : undefined,
    "data-lit": targets.has(s) ? "" : undefined,
    tabIndex: s === stop ? 0 : -1,
    onPointerDown: () => press(s),
    onKeyDown: onKeyDown(s),
    onFocus: () => setFocused(s),
    style: { cursor: pressable.has(s) ? "pointer" : "default" },
  });
  const release = (e: PointerEvent) => {
    const at = spotAt(e.clientX, e.clientY);
    if (from !== null && at !== null && at !== from && targets.has(at)) press(at);
  };
  return (
    <svg
      ref={svg}
      dir="ltr"
      class="points-board"
      viewBox={`0 0 ${BOARD_W} ${BOARD_H}`}
      aria-label={label}
      style={{ maxWidth: "44rem", width: "100%", touchAction: "none" }}
      onPointerUp={release}
    >
      <rect x="0" y="0" width={BOARD_W} height={BOARD_H} fill={POINTS_COLORS.frame} />
      {[TRAY_W, TRAY_W + 6 + BAR_W].map((x) => (
        <rect x={x} y={LABEL_H} width="6" height={BOARD_H - 2 * LABEL_H} fill={POINTS_COLORS.felt} />
      ))}
      <PointSpots numbering={numbering} targets={targets} spot={spot} />
      <Trays
        board={board}
        trays={trays(numbering)}
        colors={colors}
        lit={targets.has("off")}
        spot={spot}
        caption={props.words.borneOff}
      />
      <Checkers checkers={placeCheckers(board)} colors={colors} sources={sources} from={from} />
    </svg>
  );
}
