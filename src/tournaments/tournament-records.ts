/**
 * The stored tournament as the formats see it: entrants and table records,
 * and each format's points rule over them.
 */
import type { TournamentPlayerRow, TournamentRow, TournamentTableRow } from "../db/tournament-schema.ts";
import { knockoutPoints } from "./knockout-bracket.ts";
import type { PointsRule } from "./standings.ts";
import { arenaPoints, swissPoints } from "./table-points.ts";
import type { Entrant, TableRecord } from "./tournament-model.ts";

export function toEntrants(players: readonly TournamentPlayerRow[]): Entrant[] {
  return players.map((p) => ({ userId: p.user_id, rating: p.rating, seq: p.join_seq }));
}

export function toRecord(row: TournamentTableRow): TableRecord {
  return {
    round: row.round,
    players: JSON.parse(row.players) as string[],
    winners: row.winners === null ? null : (JSON.parse(row.winners) as string[]),
    ...(row.bye === 1 ? { bye: true } : {}),
  };
}

/** How the tournament's format scores its entrants. */
export function pointsRule(
  format: TournamentRow["format"],
  entrants: readonly Entrant[],
  tables: readonly TableRecord[],
): PointsRule {
  if (format === "knockout") {
    const points = knockoutPoints(entrants, tables);
    return (id) => points.get(id) ?? 0;
  }
  return format === "arena" ? (id) => arenaPoints(tables, id) : (id) => swissPoints(tables, id);
}
