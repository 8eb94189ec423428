import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Core } from "../../src/core.ts";
import { ComputerStrength } from "../../src/documents/session-document.ts";
import type { Strength } from "../../src/games/strategy.ts";
import { SESSION_LIMITS } from "../../src/sessions/session-limits.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, Channel, DisplayName, SessionIdParams } from "../schemas.ts";

const HOST_ACTIONS = {
  close: "Close the session (host only, idempotent); a running game ends.",
  pause: "Pause the running game (host only): InGame -> Paused. Turn timers stop.",
  resume: "Resume a paused game (host only): Paused -> InGame.",
} as const;

/** /sessions: create, join, read, and the host's close/pause/resume. */
export function sessionRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    // onRequest, so a missing credential is 401 before any body or parameter is validated.
    app.addHook("onRequest", createAuthenticate(core));

    app.post(
      "/sessions",
      {
        schema: {
          tags: ["sessions"],
          summary: "Create a session; the caller becomes its host",
          security: AUTHENTICATED,
          body: Type.Object({
            display_name: Type.Optional(DisplayName),
            max_players: Type.Optional(
              Type.Integer({
                minimum: SESSION_LIMITS.minPlayers,
                maximum: SESSION_LIMITS.maxPlayers,
                default: SESSION_LIMITS.defaultMaxPlayers,
              }),
            ),
            turn_seconds: Type.Optional(
              Type.Union([Type.Integer({ minimum: 10, maximum: 86_400 }), Type.Null()], {
                description:
                  "Turn timer; null or absent = off. A timed-out turn gets the game's timeout action.",
              }),
            ),
            channel: Type.Optional(Channel),
          }),
          response: { 201: Type.Ref("Session"), ...problems(400, 401, 413, 415) },
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

    app.post(
      "/sessions/join",
      {
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

    app.get(
      "/sessions/:session_id",
      {
        schema: {
          tags: ["sessions"],
          summary: "Session details (participants only)",
          security: AUTHENTICATED,
          params: SessionIdParams,
          response: { 200: Type.Ref("Session"), ...problems(400, 401, 403, 404) },
        },
      },
      async (request) => core.sessions.get(principalOf(request), request.params.session_id),
    );

    for (const [action, summary] of Object.entries(HOST_ACTIONS) as [keyof typeof HOST_ACTIONS, string][]) {
      app.post(
        `/sessions/:session_id/${action}`,
        {
          schema: {
            tags: ["sessions"],
            summary,
            security: AUTHENTICATED,
            params: SessionIdParams,
            response: { 200: Type.Ref("Session"), ...problems(400, 401, 403, 404, 409) },
          },
        },
        async (request) => core.sessions[action](principalOf(request), request.params.session_id),
      );
    }

    app.post(
      "/sessions/:session_id/computer-players",
      {
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
        schema: {
          tags: ["sessions"],
          summary: "Remove a computer player (host only, between games)",
          description:
            "Frees the computer's seat. 404 computer_player_not_found when the id is not a computer of this session, 409 invalid_session_status while a game runs.",
          security: AUTHENTICATED,
          params: Type.Object({
            session_id: SessionIdParams.properties.session_id,
            participant_id: Type.String({ format: "uuid" }),
          }),
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

    app.post(
      "/sessions/:session_id/leave",
      {
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
  };
}
