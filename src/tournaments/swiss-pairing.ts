/**
 * One Swiss round. Players are ordered by points, then rating; each table
 * takes the highest unpaired player and the nearest players below them. A
 * bounded search first looks for tables of equal points and no repeat
 * meeting, then lets the points spread (in half points, doubling) and, only
 * when that fails too, one more repeat at a time. Leftover players too few
 * for a table get a bye, lowest first, never a second one while another
 * player has had none.
 */
import { swissPoints } from "./table-points.ts";
import { byRating, type Entrant, type TableRecord } from "./tournament-model.ts";

export interface SwissRound {
  readonly tables: string[][];
  readonly byes: string[];
}

export interface SwissOptions {
  readonly tableSize: number;
  /** The fewest players the game can start with; a smaller remainder sits out with byes. */
  readonly minPlayers: number;
  /** Search steps before one more repeat meeting is allowed. */
  readonly budget?: number;
  /** Whether two players blocked one another: they share a table only when no other pairing exists. */
  readonly blocked?: (a: string, b: string) => boolean;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}\u0000${b}` : `${b}\u0000${a}`);

function meetings(tables: readonly TableRecord[]): Map<string, number> {
  const met = new Map<string, number>();
  for (const table of tables) {
    if (table.bye) continue;
    for (const [i, a] of table.players.entries()) {
      for (const b of table.players.slice(i + 1)) met.set(pairKey(a, b), (met.get(pairKey(a, b)) ?? 0) + 1);
    }
  }
  return met;
}

/** Entrants in pairing order: points, then rating, then joining order. */
export function swissOrder(entrants: readonly Entrant[], tables: readonly TableRecord[]): string[] {
  const points = new Map(entrants.map((e) => [e.userId, swissPoints(tables, e.userId)]));
  return [...entrants]
    .sort((a, b) => (points.get(b.userId) ?? 0) - (points.get(a.userId) ?? 0) || byRating(a, b))
    .map((e) => e.userId);
}

function chooseByes(order: readonly string[], count: number, tables: readonly TableRecord[]): string[] {
  const hadBye = new Set(tables.filter((t) => t.bye).flatMap((t) => t.players));
  const fromBottom = [...order].reverse();
  const fresh = fromBottom.filter((p) => !hadBye.has(p));
  return [...fresh, ...fromBottom.filter((p) => hadBye.has(p))].slice(0, count);
}

/** Table sizes for `players`: full tables, and one smaller table of the remainder. */
function tableSizes(players: number, size: number): number[] {
  const sizes = Array.from({ length: Math.floor(players / size) }, () => size);
  if (players % size > 0) sizes.push(players % size);
  return sizes;
}

interface Search {
  readonly met: Map<string, number>;
  readonly blocked: (a: string, b: string) => boolean;
  /** What a blocked pair costs, in repeat meetings: more than every repeat a round can hold. */
  readonly blockedCost: number;
  readonly points: Map<string, number>;
  allowedRepeats: number;
  /** The most half points the players of one table may spread over, summed over the round. */
  allowedSpread: number;
  steps: number;
  readonly budget: number;
}

/** Repeat meetings and half points of spread used so far in a round. */
interface Budget {
  readonly repeats: number;
  readonly spread: number;
}

/** Half points between a table's best and worst player. */
function spreadOf(search: Search, table: readonly string[]): number {
  const points = table.map((p) => search.points.get(p) ?? 0);
  return (Math.max(...points) - Math.min(...points)) * 2;
}

function repeatsWith(search: Search, table: readonly string[], candidate: string): number {
  return table.reduce(
    (sum, p) =>
      sum +
      ((search.met.get(pairKey(p, candidate)) ?? 0) > 0 ? 1 : 0) +
      (search.blocked(p, candidate) ? search.blockedCost : 0),
    0,
  );
}

/** Fills `sizes` tables from `rest` in order, each led by the highest unpaired player. */
function fill(
  search: Search,
  rest: readonly string[],
  sizes: readonly number[],
  used: Budget,
): string[][] | null {
  const [size, ...more] = sizes;
  const [lead, ...others] = rest;
  if (size === undefined || lead === undefined) return [];
  const grow = (table: string[], from: number, repeats: number): string[][] | null => {
    if (++search.steps > search.budget) return null;
    if (table.length === size) {
      const spread = used.spread + spreadOf(search, table);
      if (spread > search.allowedSpread) return null;
      const after = fill(
        search,
        others.filter((p) => !table.includes(p)),
        more,
        { repeats, spread },
      );
      return after ? [table, ...after] : null;
    }
    for (let i = from; i <= others.length - (size - table.length); i++) {
      const candidate = others[i] as string;
      const cost = repeats + repeatsWith(search, table, candidate);
      if (cost > search.allowedRepeats) continue;
      const found = grow([...table, candidate], i + 1, cost);
      if (found) return found;
      if (search.steps > search.budget) return null;
    }
    return null;
  };
  return grow([lead], 0, used.repeats);
}

/** Pairs the next Swiss round from every finished table so far. */
export function pairSwissRound(
  entrants: readonly Entrant[],
  tables: readonly TableRecord[],
  options: SwissOptions,
): SwissRound {
  const order = swissOrder(entrants, tables);
  const remainder = order.length % options.tableSize;
  const byes = remainder > 0 && remainder < options.minPlayers ? chooseByes(order, remainder, tables) : [];
  const seated = order.filter((p) => !byes.includes(p));
  const sizes = tableSizes(seated.length, options.tableSize);
  const points = new Map(entrants.map((e) => [e.userId, swissPoints(tables, e.userId)]));
  const widest = seated.length * 2 * Math.max(0, ...points.values());
  const search: Search = {
    met: meetings(tables),
    blocked: options.blocked ?? (() => false),
    blockedCost: seated.length * options.tableSize,
    points,
    allowedRepeats: 0,
    allowedSpread: 0,
    steps: 0,
    budget: options.budget ?? 20_000,
  };
  for (;;) {
    search.steps = 0;
    const found = fill(search, seated, sizes, { repeats: 0, spread: 0 });
    if (found) return { tables: found, byes };
    if (search.allowedSpread >= widest) {
      search.allowedRepeats += 1;
      search.allowedSpread = 0;
    } else search.allowedSpread = Math.max(1, search.allowedSpread * 2);
  }
}
