import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { ComputerStrength } from "../../src/documents/session-document.ts";
import type { Strength } from "../../src/games/strategy.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, ParticipantParams, SessionIdParams } from "../schemas.ts";

/** /sessions/{id}/computer-players: the host seats and removes computer players between games. */
export function computerPlayerRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    // onRequest, so a missing credential is 401 before any body or parameter is validated.
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/sessions/:session_id/computer-players",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Seat a computer player (host only, between games)",
          description:
            "The computer is a participant of its own (kind computer) and plays the next game through the same action path as a person, after a short delay (COMPUTER_MOVE_DELAY_MS). 409 session_full when every seat is taken, invalid_session_status while a game runs.",
          security: AUTHENTICATED,
          params: SessionIdParams,
          body: Type.Object({
            strength: Type.Optional(Type.Unsafe<Strength>({ ...ComputerStrength, default: "hard" })),
          }),
          response: {
            201: Type.Intersect([Type.Ref("Session"), Type.Object({ participant: Type.Ref("Participant") })]),
            ...problems(400, 401, 403, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const { session, participant } = await core.sessions.addComputer(
          principalOf(request),
          request.params.session_id,
          request.body.strength ?? "hard",
        );
        return reply.status(201).send({ ...session, participant });
      },
    );

    app.delete(
      "/sessions/:session_id/computer-players/:participant_id",
      {
        config: { scope: "play" },
        schema: {
          tags: ["sessions"],
          summary: "Remove a computer player (host only, between games)",
          description:
            "Frees the computer's seat. 404 computer_player_not_found when the id is not a computer of this session, 409 invalid_session_status while a game runs.",
          security: AUTHENTICATED,
          params: ParticipantParams,
          response: { 200: Type.Ref("Session"), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request) =>
        core.sessions.removeComputer(
          principalOf(request),
          request.params.session_id,
          request.params.participant_id,
        ),
    );
  };
}
