import type { Principal } from "../auth/principal.ts";
import type { RequestMatchInput } from "../documents/match-ticket-document.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import { cancelMatch, readTicket, requestMatch } from "./match-tickets.ts";
import { matchWaiting } from "./match-waiting.ts";

export type MatchmakingService = ReturnType<typeof createMatchmakingService>;

/** Quick play: queue, read and cancel a ticket, and the matcher's pass. */
export function createMatchmakingService(deps: PlayDeps) {
  return {
    request: (principal: Principal, input: RequestMatchInput) => requestMatch(deps, principal, input),
    get: (principal: Principal, ticketId: string) => readTicket(deps.store, principal, ticketId),
    cancel: (principal: Principal, ticketId: string) => cancelMatch(deps, principal, ticketId),
    /** Matches every waiting ticket that accepts another now; answers how many games it opened. */
    matchWaiting: () => matchWaiting(deps),
  };
}
