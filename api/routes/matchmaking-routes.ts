import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { RequestMatchBody } from "../../src/documents/match-ticket-document.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED } from "../schemas.ts";

const TicketParams = Type.Object({ ticket_id: Type.String({ format: "uuid" }) });

/** /matchmaking: quick play, an opponent of near rating found now, across chats, the web and processes. */
export function matchmakingRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    // onRequest, so a missing credential is 401 before any body or parameter is validated.
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/matchmaking",
      {
        config: { scope: "play" },
        schema: {
          tags: ["matchmaking"],
          summary: "Wait for an opponent of near rating in one game",
          description:
            "202 with a waiting ticket. Opponents within ±100 of the caller's rating are found first; the window widens by 50 every 10 s of waiting. A match opens the game in a session of its own: the ticket then names it. One waiting ticket per game (409 already_waiting).",
          security: AUTHENTICATED,
          body: RequestMatchBody,
          response: { 202: Type.Ref("MatchTicket"), ...problems(400, 401, 404, 409, 413, 415) },
        },
      },
      async (request, reply) =>
        reply.status(202).send(await core.matchmaking.request(principalOf(request), request.body)),
    );

    app.get(
      "/matchmaking/:ticket_id",
      {
        schema: {
          tags: ["matchmaking"],
          summary: "The caller's ticket: waiting, matched (with its session and game) or cancelled",
          description:
            "Read by the waiting player until the ticket is matched; a matched ticket names the session and game it was seated in.",
          security: AUTHENTICATED,
          params: TicketParams,
          response: { 200: Type.Ref("MatchTicket"), ...problems(400, 401, 404) },
        },
      },
      async (request) => core.matchmaking.get(principalOf(request), request.params.ticket_id),
    );

    app.delete(
      "/matchmaking/:ticket_id",
      {
        config: { scope: "play" },
        schema: {
          tags: ["matchmaking"],
          summary: "Stop waiting",
          description: "Idempotent; 409 ticket_matched once an opponent was found.",
          security: AUTHENTICATED,
          params: TicketParams,
          response: { 200: Type.Ref("MatchTicket"), ...problems(400, 401, 404, 409) },
        },
      },
      async (request) => core.matchmaking.cancel(principalOf(request), request.params.ticket_id),
    );
  };
}
