/**
 * Single elimination. Seeds follow the rating; the bracket has a power-of-two
 * of slots, the top seeds taking the byes, and seeds 1 and 2 can meet only in
 * the final. A drawn game is replayed, at most three times; after a fourth
 * draw the higher seed goes through. Every step is read from the tables.
 */
import { byRating, type Entrant, isDraw, type TableRecord } from "./tournament-model.ts";

/** The most games one match may take: the first and three replays. */
export const KNOCKOUT_MAX_GAMES = 4;

export type KnockoutStep =
  | { readonly kind: "tables"; readonly round: number; readonly tables: string[][]; readonly byes: string[] }
  | { readonly kind: "wait" }
  | { readonly kind: "finished"; readonly champion: string };

type MatchState = { readonly winner: string } | { readonly replay: readonly [string, string] } | "running";

/** Seed numbers in bracket order for `size` slots: 1, size, …, so seeds 1 and 2 sit in opposite halves. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const span = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, span - seed]);
  }
  return order;
}

/** Entrants by seed: rating, then joining order. */
export function seeds(entrants: readonly Entrant[]): string[] {
  return [...entrants].sort(byRating).map((e) => e.userId);
}

function decide(
  pair: readonly [string, string],
  games: readonly TableRecord[],
  seeded: readonly string[],
): MatchState {
  const played = games.filter((t) => pair.every((p) => t.players.includes(p)));
  if (played.some((t) => t.winners === null)) return "running";
  const decisive = played.find((t) => !isDraw(t));
  if (decisive) return { winner: decisive.winners?.[0] as string };
  if (played.length >= KNOCKOUT_MAX_GAMES) {
    return { winner: seeded.indexOf(pair[0]) < seeded.indexOf(pair[1]) ? pair[0] : pair[1] };
  }
  return { replay: pair };
}

/** Each round's match winners so far, from round 1; the last entry may be incomplete. */
export function knockoutRounds(entrants: readonly Entrant[], tables: readonly TableRecord[]) {
  const seeded = seeds(entrants);
  const size = 2 ** Math.ceil(Math.log2(Math.max(seeded.length, 2)));
  let slots: (string | undefined)[] = bracketOrder(size).map((seed) => seeded[seed - 1]);
  const rounds: { round: number; states: MatchState[]; byes: string[] }[] = [];
  for (let round = 1; slots.length > 1; round++) {
    const games = tables.filter((t) => t.round === round && !t.bye);
    const states: MatchState[] = [];
    const byes: string[] = [];
    for (let i = 0; i < slots.length; i += 2) {
      const [a, b] = [slots[i], slots[i + 1]];
      if (a === undefined || b === undefined) {
        const through = (a ?? b) as string;
        byes.push(through);
        states.push({ winner: through });
      } else states.push(decide([a, b], games, seeded));
    }
    rounds.push({ round, states, byes });
    if (!states.every((s) => typeof s === "object" && "winner" in s)) break;
    slots = states.map((s) => (s as { winner: string }).winner);
  }
  return { rounds, champion: slots.length === 1 ? slots[0] : undefined };
}

/** What to do next: make tables (a new round, or replays of drawn matches), wait, or finish. */
export function nextKnockoutStep(entrants: readonly Entrant[], tables: readonly TableRecord[]): KnockoutStep {
  const { rounds, champion } = knockoutRounds(entrants, tables);
  if (champion !== undefined) return { kind: "finished", champion };
  const last = rounds.at(-1);
  if (!last) return { kind: "wait" };
  const replays = last.states.flatMap((s) => (typeof s === "object" && "replay" in s ? [[...s.replay]] : []));
  if (replays.length === 0) return { kind: "wait" };
  const started = tables.some((t) => t.round === last.round);
  return { kind: "tables", round: last.round, tables: replays, byes: started ? [] : last.byes };
}

/** Matches won, byes included: a knockout's points. */
export function knockoutPoints(
  entrants: readonly Entrant[],
  tables: readonly TableRecord[],
): Map<string, number> {
  const points = new Map(entrants.map((e) => [e.userId, 0]));
  for (const { states } of knockoutRounds(entrants, tables).rounds) {
    for (const state of states) {
      if (typeof state === "object" && "winner" in state) {
        points.set(state.winner, (points.get(state.winner) ?? 0) + 1);
      }
    }
  }
  return points;
}
