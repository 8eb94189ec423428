import type { Principal } from "../auth/principal.ts";
import { updateTournament } from "../db/repositories/tournament-repository.ts";
import type { TournamentView } from "../documents/tournament-document.ts";
import { DomainError } from "../errors.ts";
import { isoAt } from "../time.ts";
import { beginTournament } from "./advance-tournament.ts";
import { buildTournamentView } from "./read-tournament.ts";
import type { TournamentDeps } from "./tournament-deps.ts";
import { lockAsOrganiser } from "./tournament-membership.ts";

/** Organiser only: starts an open tournament now, pairing its first round. */
export function startTournament(
  deps: TournamentDeps,
  principal: Principal,
  id: string,
): Promise<TournamentView> {
  return deps.store.write(async (tx) => {
    const row = await lockAsOrganiser(tx, principal, id);
    if (row.status !== "open") throw new DomainError("tournament_not_open");
    return buildTournamentView(tx, await beginTournament(tx, deps, row, "organiser"));
  });
}

/**
 * Organiser only: cancels an open or running tournament. Its games that are
 * still running go on as ordinary games; no further round is paired.
 */
export function cancelTournament(
  deps: TournamentDeps,
  principal: Principal,
  id: string,
): Promise<TournamentView> {
  return deps.store.write(async (tx) => {
    const row = await lockAsOrganiser(tx, principal, id);
    if (row.status === "finished" || row.status === "cancelled") throw new DomainError("tournament_over");
    const at = isoAt(deps.now());
    await updateTournament(tx, id, { status: "cancelled", finished_at: at });
    return buildTournamentView(tx, { ...row, status: "cancelled", finished_at: at });
  });
}
