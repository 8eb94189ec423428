/**
 * What each format does next, from the tables alone: the tables to open
 * (each with its round), the byes to record, or the end. Pure.
 */
import type { TournamentRow } from "../db/tournament-schema.ts";
import { arenaWaiting, pairArena } from "./arena-pairing.ts";
import { nextKnockoutStep } from "./knockout-bracket.ts";
import { pairSwissRound } from "./swiss-pairing.ts";
import type { Entrant, TableRecord } from "./tournament-model.ts";

export interface Plan {
  readonly round: number;
  readonly tables: readonly (readonly string[])[];
  readonly byes: readonly string[];
  readonly finish: boolean;
}

export interface PlanInput {
  readonly tournament: TournamentRow;
  readonly entrants: readonly Entrant[];
  readonly tables: readonly TableRecord[];
  /** The fewest players the game starts with. */
  readonly minPlayers: number;
  readonly nowMs: number;
  /** Whether two players blocked one another: they meet only when no other pairing exists. */
  readonly blocked?: (a: string, b: string) => boolean;
}

const NOTHING: Plan = { round: 0, tables: [], byes: [], finish: false };
const lastRound = (tables: readonly TableRecord[]) => Math.max(0, ...tables.map((t) => t.round));
const running = (tables: readonly TableRecord[]) => tables.some((t) => !t.bye && t.winners === null);

function planSwiss({ tournament, entrants, tables, minPlayers, blocked }: PlanInput): Plan {
  const current = lastRound(tables);
  if (running(tables.filter((t) => t.round === current))) return NOTHING;
  if (current >= (tournament.rounds ?? 1)) return { ...NOTHING, finish: true };
  const next = pairSwissRound(entrants, tables, {
    tableSize: tournament.table_size,
    minPlayers,
    ...(blocked && { blocked }),
  });
  return { round: current + 1, tables: next.tables, byes: next.byes, finish: false };
}

function planKnockout({ entrants, tables }: PlanInput): Plan {
  const step = nextKnockoutStep(entrants, tables);
  if (step.kind === "finished") return { ...NOTHING, finish: true };
  if (step.kind === "wait") return NOTHING;
  return { round: step.round, tables: step.tables, byes: step.byes, finish: false };
}

function planArena({ tournament, entrants, tables, nowMs, blocked }: PlanInput): Plan {
  if (tournament.ends_at && Date.parse(tournament.ends_at) <= nowMs) return { ...NOTHING, finish: true };
  const pairs = pairArena(arenaWaiting(entrants, tables), tables, blocked);
  return { round: lastRound(tables) + 1, tables: pairs, byes: [], finish: false };
}

const PLANS = { swiss: planSwiss, knockout: planKnockout, arena: planArena } as const;

/** The next step of a running tournament. */
export function planNext(input: PlanInput): Plan {
  return PLANS[input.tournament.format](input);
}

/** Swiss rounds when the organiser chose none: enough for one unbeaten player, ⌈log2 players⌉. */
export function defaultRounds(players: number): number {
  return Math.max(1, Math.ceil(Math.log2(players)));
}
