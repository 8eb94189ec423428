import type { Principal } from "../auth/principal.ts";
import { findTournamentOfGame, listDueTournaments } from "../db/repositories/tournament-repository.ts";
import type { CreateTournamentInput } from "../documents/tournament-document.ts";
import { newDiceSeed } from "../model/play-deps.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { isoAt } from "../time.ts";
import { advanceTournament } from "./advance-tournament.ts";
import { createTournament } from "./create-tournament.ts";
import {
  findTournamentIdByInvite,
  listTournamentViews,
  readTournament,
  type TournamentQuery,
} from "./read-tournament.ts";
import type { TournamentDeps } from "./tournament-deps.ts";
import { cancelTournament, startTournament } from "./tournament-lifecycle.ts";
import { joinTournament, leaveTournament } from "./tournament-membership.ts";

export type TournamentService = ReturnType<typeof createTournamentService>;

/** The tournament use cases (one file each) bound to their dependencies, as every channel calls them. */
export function createTournamentService(
  given: UseCaseDeps & { readonly newSeed?: (() => string) | undefined },
) {
  const deps: TournamentDeps = { ...given, newSeed: given.newSeed ?? newDiceSeed };
  const { store } = deps;
  return {
    create: (principal: Principal, input: CreateTournamentInput) => createTournament(deps, principal, input),
    get: (id: string) => readTournament(store, id),
    /** A tournament by its invite code (the bot's deep link), or undefined. */
    findByInvite: (code: string) => findTournamentIdByInvite(store, code),
    list: (query: TournamentQuery) => listTournamentViews(store, query),
    join: (principal: Principal, id: string, displayName?: string) =>
      joinTournament(deps, principal, id, displayName),
    leave: (principal: Principal, id: string) => leaveTournament(deps, principal, id),
    start: (principal: Principal, id: string) => startTournament(deps, principal, id),
    cancel: (principal: Principal, id: string) => cancelTournament(deps, principal, id),
    /** Settles finished games and takes the next step (rounds, replays, pairings, the end), exactly once. */
    advance: (id: string) => advanceTournament(deps, id),
    /** The tournament a game belongs to, if any (the worker's wake-up filter). */
    tournamentOfGame: (gameId: string) => findTournamentOfGame(store, gameId),
    /** Scheduled tournaments whose start has come, and running ones. */
    listDue: () => listDueTournaments(store, isoAt(deps.now())),
  };
}
