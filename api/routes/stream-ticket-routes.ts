import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, SessionIdParams } from "../schemas.ts";

/** /sessions/{id}/events/ticket: what opens a session's event stream from a browser's EventSource. */
export function streamTicketRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.post(
      "/sessions/:session_id/events/ticket",
      {
        config: { scope: "read" },
        onRequest: createAuthenticate(core),
        schema: {
          tags: ["events"],
          summary: "A one-minute, single-use ticket that opens this session's event stream (for EventSource)",
          description:
            "The ticket opens GET /sessions/{id}/events?ticket=… once, for this caller and this session only, until expires_at; a reconnect needs a new ticket. The credential itself never goes into a URL.",
          security: AUTHENTICATED,
          params: SessionIdParams,
          response: {
            201: Type.Object({ ticket: Type.String(), expires_at: Type.String({ format: "date-time" }) }),
            ...problems(400, 401, 403, 404),
          },
        },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        await core.sessions.get(principal, request.params.session_id);
        const { ticket, expiresAt } = core.streamTickets.issue(principal.userId, request.params.session_id);
        return reply.status(201).send({ ticket, expires_at: new Date(expiresAt).toISOString() });
      },
    );
  };
}
