/**
 * What the tournament formats reason about, free of storage: the entrants and
 * the tables they sat at. A bye is a table of one marked `bye`; a table's
 * `winners` is null while its game runs. Every format's pairing and every
 * standing is a pure function of these.
 */
export type TournamentFormat = "swiss" | "knockout" | "arena";

export interface Entrant {
  readonly userId: string;
  /** The entrant's rating in the tournament's game when they joined; seeds and pairs. */
  readonly rating: number;
  /** The joining order, from 1: the earlier joiner comes first among equal ratings. */
  readonly seq: number;
}

/** Entrants best first: rating, then joining order. */
export function byRating(a: Entrant, b: Entrant): number {
  return b.rating - a.rating || a.seq - b.seq;
}

export interface TableRecord {
  /** The round (Swiss, knockout) or the pairing wave (arena) the table was made in, from 1. */
  readonly round: number;
  readonly players: readonly string[];
  /** Null while the game runs; empty, or every player, for a draw. */
  readonly winners: readonly string[] | null;
  readonly bye?: boolean;
}

/** A finished table's outcome for one of its players. */
export type TableOutcome = "win" | "draw" | "loss" | "bye";

/** Nobody won, or everybody did: a draw, as the ratings count it. */
export function isDraw(table: TableRecord): boolean {
  const winners = table.winners ?? [];
  return winners.length === 0 || winners.length === table.players.length;
}

/** One player's outcome at a finished table, or null while it runs. */
export function outcomeFor(table: TableRecord, userId: string): TableOutcome | null {
  if (table.bye) return "bye";
  if (table.winners === null) return null;
  if (isDraw(table)) return "draw";
  return table.winners.includes(userId) ? "win" : "loss";
}

/** Tables whose game is over, byes included. */
export function finishedTables(tables: readonly TableRecord[]): TableRecord[] {
  return tables.filter((t) => t.bye === true || t.winners !== null);
}
