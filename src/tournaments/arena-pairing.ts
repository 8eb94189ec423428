/**
 * Arena pairing: whoever is not at a running table waits, and waiting players
 * are paired at once with the nearest score, avoiding the opponent they just
 * played while another is waiting.
 */
import { arenaPoints } from "./table-points.ts";
import { byRating, type Entrant, type TableRecord } from "./tournament-model.ts";

/** Entrants not at a running table, best score first. */
export function arenaWaiting(entrants: readonly Entrant[], tables: readonly TableRecord[]): string[] {
  const busy = new Set(tables.filter((t) => t.winners === null && !t.bye).flatMap((t) => t.players));
  const score = (id: string) => arenaPoints(tables, id);
  return entrants
    .filter((e) => !busy.has(e.userId))
    .sort((a, b) => score(b.userId) - score(a.userId) || byRating(a, b))
    .map((e) => e.userId);
}

function lastOpponent(tables: readonly TableRecord[], userId: string): string | undefined {
  const own = tables.filter((t) => !t.bye && t.players.includes(userId));
  return own
    .sort((a, b) => a.round - b.round)
    .at(-1)
    ?.players.find((p) => p !== userId);
}

/**
 * Pairs the waiting players (in score order) two by two; an odd one out
 * keeps waiting. Two who blocked one another meet only when nobody else waits.
 */
export function pairArena(
  waiting: readonly string[],
  tables: readonly TableRecord[],
  blocked: (a: string, b: string) => boolean = () => false,
): string[][] {
  const queue = [...waiting];
  const pairs: string[][] = [];
  while (queue.length >= 2) {
    const first = queue.shift() as string;
    const previous = lastOpponent(tables, first);
    const allowed = queue.findIndex((p) => p !== previous && !blocked(first, p));
    const index = allowed === -1 ? queue.findIndex((p) => !blocked(first, p)) : allowed;
    const [second] = queue.splice(index === -1 ? 0 : index, 1);
    pairs.push([first, second as string]);
  }
  return pairs;
}
