/**
 * Where everything sits on the classic 15×15 Ludo board, in cell units (a
 * square's centre is at +0.5), shared by the image and the web board. Quarter
 * 0 is the top-left yard; the others are it turned clockwise about the centre.
 */
import type { LudoBoard } from "./ludo-board.ts";
import { HOME, LAST_LOOP, loopSquare, QUARTER, YARD } from "./ludo-rules.ts";

/** Cells per side. */
export const GRID = 15;
/** Colours of a quarter nobody sits in, of the lines between squares, and of the stars. */
export const LUDO_COLORS = { empty: "#d9dee6", line: "#aab4c2", star: "#8a94a3" } as const;

/** A point in cell units. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A token where it is drawn: its seat, number, centre and radius in cell units. */
export interface PlacedToken extends Point {
  readonly seat: number;
  readonly token: number;
  readonly r: number;
}

/** The first quarter of the loop, from quarter 0's start square up to the square before quarter 1's. */
const FIRST_QUARTER: readonly (readonly [number, number])[] = [
  [1, 6],
  [2, 6],
  [3, 6],
  [4, 6],
  [5, 6],
  [6, 5],
  [6, 4],
  [6, 3],
  [6, 2],
  [6, 1],
  [6, 0],
  [7, 0],
  [8, 0],
];
const YARD_SLOTS: readonly Point[] = [
  { x: 2, y: 2 },
  { x: 4, y: 2 },
  { x: 2, y: 4 },
  { x: 4, y: 4 },
];
const HOME_SLOTS: readonly Point[] = [
  { x: 6.4, y: 7.05 },
  { x: 6.4, y: 7.95 },
  { x: 6.85, y: 7.3 },
  { x: 6.85, y: 7.7 },
];
const TOKEN_R = 0.36;
const HOME_R = 0.22;

/** Turns a point `quarters` times clockwise about the board's centre. */
export function turn(p: Point, quarters: number): Point {
  let q = p;
  for (let i = 0; i < ((quarters % 4) + 4) % 4; i++) q = { x: GRID - q.y, y: q.x };
  return q;
}

/** The centre of loop square 0..51. */
export function loopCentre(square: number): Point {
  const [col, row] = FIRST_QUARTER[square % QUARTER] ?? [0, 0];
  return turn({ x: col + 0.5, y: row + 0.5 }, Math.floor(square / QUARTER));
}

/** The centre of step 1..5 of a quarter's home column. */
export function columnCentre(quarter: number, step: number): Point {
  return turn({ x: step + 0.5, y: 7.5 }, quarter);
}

/** The centre of a token's slot in its quarter's yard. */
export function yardCentre(quarter: number, token: number): Point {
  return turn(YARD_SLOTS[token] ?? { x: 3, y: 3 }, quarter);
}

/** The centre of a finished token's slot in its quarter's home triangle. */
export function homeCentre(quarter: number, token: number): Point {
  return turn(HOME_SLOTS[token] ?? { x: 6.6, y: 7.5 }, quarter);
}

/** The quarter a seat sits in, from its start square. */
export function quarterOf(start: number): number {
  return Math.floor(start / QUARTER);
}

/** Where a token of the seat starting at `start` is, before tokens that share a square are spread. */
function spot(start: number, progress: number, token: number): { key: string; at: Point; r: number } {
  const quarter = quarterOf(start);
  if (progress === YARD) return { key: `y${quarter}:${token}`, at: yardCentre(quarter, token), r: TOKEN_R };
  if (progress >= HOME) return { key: `h${quarter}:${token}`, at: homeCentre(quarter, token), r: HOME_R };
  const square = loopSquare(start, progress);
  if (square !== null) return { key: `l${square}`, at: loopCentre(square), r: TOKEN_R };
  return { key: `c${quarter}:${progress}`, at: columnCentre(quarter, progress - LAST_LOOP), r: TOKEN_R };
}

/** Every token's centre; tokens sharing a square are drawn smaller, side by side. */
export function placeTokens(board: Pick<LudoBoard, "starts" | "tokens">): PlacedToken[] {
  const groups = new Map<string, { seat: number; token: number; at: Point; r: number }[]>();
  board.tokens.forEach((own, seat) => {
    own.forEach((progress, token) => {
      const { key, at, r } = spot(board.starts[seat] ?? 0, progress, token);
      groups.set(key, [...(groups.get(key) ?? []), { seat, token, at, r }]);
    });
  });
  return [...groups.values()].flatMap((group) =>
    group.map(({ seat, token, at, r }, k) => {
      if (group.length === 1) return { seat, token, x: at.x, y: at.y, r };
      const a = -Math.PI / 2 + (2 * Math.PI * k) / group.length;
      const small = group.length === 2 ? 0.25 : 0.19;
      return { seat, token, x: at.x + 0.28 * Math.cos(a), y: at.y + 0.28 * Math.sin(a), r: small };
    }),
  );
}
