import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, Channel, DisplayName, ParticipantParams, SessionIdParams } from "../schemas.ts";

/** /sessions/join, /sessions/{id}/leave and /sessions/{id}/participants/{id}: a person enters a session by invite code, leaves it, or is sent away by the host. */
export function membershipRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    // onRequest, so a missing credential is 401 before any body or parameter is validated.
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/sessions/join",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Join a session by invite code",
          description:
            "Idempotent: joining again only sets the channel's presence flag. While a game runs, newcomers join as spectators. Codes are accepted in any case, with spaces or dashes.",
          security: AUTHENTICATED,
          body: Type.Object({
            invite_code: Type.String({ minLength: 1, maxLength: 64 }),
            channel: Type.Optional(Channel),
            display_name: Type.Optional(DisplayName),
          }),
          response: {
            200: Type.Intersect([Type.Ref("Session"), Type.Object({ participant: Type.Ref("Participant") })]),
            ...problems(400, 401, 404, 409),
          },
        },
      },
      async (request) => {
        const { session, participant } = await core.sessions.join(principalOf(request), {
          ...request.body,
          display_name: request.body.display_name?.trim(),
        });
        return { ...session, participant };
      },
    );

    app.post(
      "/sessions/:session_id/leave",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Leave the session",
          description:
            "The host closes instead (409 host_cannot_leave); a seated player stays until the running game ends (409 leave_during_game).",
          security: AUTHENTICATED,
          params: SessionIdParams,
          response: { 200: Type.Ref("Session"), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) => core.sessions.leave(principalOf(request), request.params.session_id),
    );

    app.delete(
      "/sessions/:session_id/participants/:participant_id",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Remove a participant (host only)",
          description:
            "The host sends anyone away: a player or computer while the table waits, a spectator at any time (409 invalid_session_status for a seated player while a game runs). 404 participant_not_found when the id is not in this session; the host cannot remove themselves (409 host_cannot_leave). Removing does not bar a return: block the user (POST /users/me/blocks) to keep them from joining a public table.",
          security: AUTHENTICATED,
          params: ParticipantParams,
          response: { 200: Type.Ref("Session"), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        core.sessions.remove(principalOf(request), request.params.session_id, request.params.participant_id),
    );
  };
}
