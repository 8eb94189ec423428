import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { SessionVisibility } from "../../src/documents/session-document.ts";
import { SESSION_LIMITS } from "../../src/documents/session-limits.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, Channel, ClockFields, DisplayName, SessionIdParams } from "../schemas.ts";

/** /sessions: create a session, and read one. */
export function sessionRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    // onRequest, so a missing credential is 401 before any body or parameter is validated.
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/sessions",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Create a session; the caller becomes its host",
          description:
            "Opens a session in Lobby with an invite code; the caller is its host. A public one (visibility public, with plugin_id) is listed by GET /lobby while it waits for players.",
          security: AUTHENTICATED,
          body: Type.Object({
            display_name: Type.Optional(DisplayName),
            max_players: Type.Optional(
              Type.Integer({
                minimum: SESSION_LIMITS.minPlayers,
                maximum: SESSION_LIMITS.maxPlayers,
                description: `Seats; absent = ${SESSION_LIMITS.defaultMaxPlayers}, or fewer when plugin_id's game seats fewer.`,
              }),
            ),
            turn_seconds: Type.Optional(
              Type.Union([Type.Integer({ minimum: 10, maximum: 86_400 }), Type.Null()], {
                description:
                  "A move timer: the same as time_control {kind: move, seconds}; null or absent = off.",
              }),
            ),
            ...ClockFields,
            channel: Type.Optional(Channel),
            visibility: Type.Optional(SessionVisibility),
            plugin_id: Type.Optional(
              Type.String({
                minLength: 1,
                maxLength: 64,
                description:
                  "The game the table will play; required for a public table (400 plugin_required), and max_players must fit it.",
              }),
            ),
          }),
          response: { 201: Type.Ref("Session"), ...problems(400, 401, 404, 413, 415) },
        },
      },
      async (request, reply) => {
        const session = await core.sessions.create(principalOf(request), {
          ...request.body,
          display_name: request.body.display_name?.trim(),
        });
        return reply.status(201).send(session);
      },
    );

    app.get(
      "/sessions/:session_id",
      {
        schema: {
          tags: ["sessions"],
          summary: "Session details (participants, and anyone signed in for a public session)",
          description:
            "The session document: its status, participants in join order and running game, for participants and, when the session is public, for anyone signed in (403 not_participant otherwise).",
          security: AUTHENTICATED,
          params: SessionIdParams,
          response: { 200: Type.Ref("Session"), ...problems(400, 401, 403, 404) },
        },
      },
      async (request) => core.sessions.get(principalOf(request), request.params.session_id),
    );
  };
}
