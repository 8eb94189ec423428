/**
 * Standings from the tables alone, so anyone can recompute them: points by
 * the format's rule, then the Buchholz tiebreak (the sum of every opponent's
 * points), then the rating and the joining order. Equal points and tiebreak
 * share a rank.
 */
import { byRating, type Entrant, type TableRecord } from "./tournament-model.ts";

export interface Standing {
  readonly rank: number;
  readonly userId: string;
  readonly points: number;
  readonly tiebreak: number;
  /** Finished games played, byes not counted. */
  readonly games: number;
}

/** Each entrant's points under one format's rule. */
export type PointsRule = (userId: string) => number;

function opponents(tables: readonly TableRecord[], userId: string): string[] {
  return tables
    .filter((t) => !t.bye && t.winners !== null && t.players.includes(userId))
    .flatMap((t) => t.players.filter((p) => p !== userId));
}

/** Ranks every entrant: points, then Buchholz, then rating and joining order. */
export function rankStandings(
  entrants: readonly Entrant[],
  tables: readonly TableRecord[],
  pointsOf: PointsRule,
): Standing[] {
  const points = new Map(entrants.map((e) => [e.userId, pointsOf(e.userId)]));
  const rows = entrants.map((e) => {
    const met = opponents(tables, e.userId);
    const tiebreak = met.reduce((sum, o) => sum + (points.get(o) ?? 0), 0);
    return { entrant: e, points: points.get(e.userId) ?? 0, tiebreak, games: countGames(tables, e.userId) };
  });
  rows.sort((a, b) => b.points - a.points || b.tiebreak - a.tiebreak || byRating(a.entrant, b.entrant));
  return rows.map((row, i) => {
    const first = rows.findIndex((r) => r.points === row.points && r.tiebreak === row.tiebreak);
    return {
      rank: (first === -1 ? i : first) + 1,
      userId: row.entrant.userId,
      points: row.points,
      tiebreak: row.tiebreak,
      games: row.games,
    };
  });
}

function countGames(tables: readonly TableRecord[], userId: string): number {
  return tables.filter((t) => !t.bye && t.winners !== null && t.players.includes(userId)).length;
}
