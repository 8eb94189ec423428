import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, DisplayName } from "../schemas.ts";
import { TournamentIdParams } from "./tournament-params.ts";

const ENTRY = {
  join: {
    summary: "Join an open tournament",
    description: "Idempotent. The player's current rating in the game seeds and pairs them.",
    conflicts: "409 tournament_not_open once it has started.",
  },
  leave: {
    summary: "Leave an open tournament",
    description: "Idempotent: leaving a tournament one is not in changes nothing.",
    conflicts: "409 tournament_not_open once it has started.",
  },
  start: {
    summary: "Start the tournament now (organiser only)",
    description: "Pairs the first round (or the bracket, or the arena) at once; it needs 2 players.",
    conflicts: "409 tournament_not_open when it is not open, not_enough_players below 2.",
  },
  cancel: {
    summary: "Cancel the tournament (organiser only)",
    description: "Its running games go on as ordinary games; nothing more is paired.",
    conflicts: "409 tournament_over once it has finished or was cancelled.",
  },
} as const;

/** /tournaments/{id}/join, leave, start and cancel. */
export function tournamentEntryRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    // onRequest, so a missing credential is 401 before any body or parameter is validated.
    app.addHook("onRequest", createAuthenticate(core));
    for (const [verb, text] of Object.entries(ENTRY) as [
      keyof typeof ENTRY,
      (typeof ENTRY)[keyof typeof ENTRY],
    ][]) {
      app.post(
        `/tournaments/:tournament_id/${verb}`,
        {
          config: { scope: "play" },
          schema: {
            tags: ["tournaments"],
            summary: text.summary,
            description: `${text.description} ${text.conflicts}`,
            security: AUTHENTICATED,
            params: TournamentIdParams,
            ...(verb === "join"
              ? { body: Type.Optional(Type.Object({ display_name: Type.Optional(DisplayName) })) }
              : {}),
            response: { 200: Type.Ref("Tournament"), ...problems(400, 401, 403, 404, 409) },
          },
        },
        async (request) => {
          const principal = principalOf(request);
          const id = request.params.tournament_id;
          if (verb === "join") {
            const body = request.body as { display_name?: string } | undefined;
            return core.tournaments.join(principal, id, body?.display_name?.trim());
          }
          return core.tournaments[verb](principal, id);
        },
      );
    }
  };
}
