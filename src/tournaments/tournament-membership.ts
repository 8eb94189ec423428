import type { Principal } from "../auth/principal.ts";
import { findRating } from "../db/repositories/rating-repository.ts";
import {
  deleteTournamentPlayer,
  insertTournamentPlayer,
  lockTournament,
} from "../db/repositories/tournament-repository.ts";
import type { WriteTx } from "../db/store.ts";
import type { TournamentRow } from "../db/tournament-schema.ts";
import type { TournamentView } from "../documents/tournament-document.ts";
import { DomainError } from "../errors.ts";
import { displayRating, NEW_SKILL } from "../ratings/rating-model.ts";
import { isoAt } from "../time.ts";
import { buildTournamentView } from "./read-tournament.ts";
import type { TournamentDeps } from "./tournament-deps.ts";

/** Locks a tournament for a change, or refuses an unknown one. */
export async function lockExisting(tx: WriteTx, id: string): Promise<TournamentRow> {
  const row = await lockTournament(tx, id);
  if (!row) throw new DomainError("tournament_not_found", `No tournament ${id}.`);
  return row;
}

function requireOpen(row: TournamentRow): void {
  if (row.status !== "open") throw new DomainError("tournament_not_open");
}

/** Joins an open tournament with the caller's current rating in its game; joining twice changes nothing. */
export function joinTournament(
  { store, now }: TournamentDeps,
  principal: Principal,
  id: string,
  displayName?: string,
): Promise<TournamentView> {
  return store.write(async (tx) => {
    const row = await lockExisting(tx, id);
    requireOpen(row);
    const rating =
      (await findRating(tx, row.plugin_id, principal.userId))?.rating ?? displayRating(NEW_SKILL);
    await insertTournamentPlayer(tx, {
      tournament_id: id,
      user_id: principal.userId,
      display_name: displayName ?? principal.displayName,
      rating,
      joined_at: isoAt(now()),
    });
    return buildTournamentView(tx, row);
  });
}

/** Leaves an open tournament; leaving one the caller is not in changes nothing. */
export function leaveTournament(
  { store }: TournamentDeps,
  principal: Principal,
  id: string,
): Promise<TournamentView> {
  return store.write(async (tx) => {
    const row = await lockExisting(tx, id);
    requireOpen(row);
    await deleteTournamentPlayer(tx, id, principal.userId);
    return buildTournamentView(tx, row);
  });
}

/** The tournament, if the caller organises it. */
export async function lockAsOrganiser(tx: WriteTx, principal: Principal, id: string): Promise<TournamentRow> {
  const row = await lockExisting(tx, id);
  if (row.organiser_id !== principal.userId) throw new DomainError("not_organiser");
  return row;
}
