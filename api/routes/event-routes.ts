import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { type TSchema, Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Config } from "../../src/config.ts";
import type { Core } from "../../src/core.ts";
import { DomainError } from "../../src/errors.ts";
import type { LiveHub } from "../../src/live/live-hub.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, SessionIdParams } from "../schemas.ts";
import { responseSink } from "../sse-sink.ts";

export type EventRoutesConfig = Pick<Config, "EVENTS_HEARTBEAT_MS" | "EVENTS_MAX_BUFFER_BYTES">;

const STREAM_DESCRIPTION = `Server-Sent Events for participants and spectators, and, for a public session, anyone signed in (as a participant without a seat sees it; \`you\` is null). Events: \`snapshot\` (first, without Last-Event-ID), \`session\` (joins, leaves, pause, resume, close), \`game_started\`, \`action_applied\`, \`turn\`, \`game_over\`, \`presence\` (\`{online, spectators}\`: which participants have a stream open, and how many watch without a seat; no id), \`resync\` (the gap after Last-Event-ID is too old or unknown: the data is the current state). Every event but presence has the session's audit sequence as its id, and its data is \`{seq, kind, actor, version, at, you, online, session, state}\` (\`you\`: the viewer's participant id; \`action_applied\` leaves \`session\` out, since a move does not change it): the same documents as GET /sessions/{id} and GET /games/{id}/state for this viewer (replayed events carry the current documents). \`Last-Event-ID\` (or \`last_event_id\` when a new EventSource must be made) resumes from the log. A comment line comes every EVENTS_HEARTBEAT_MS; a client that lets EVENTS_MAX_BUFFER_BYTES of events queue up is disconnected. Authenticate with the Authorization header, or (EventSource cannot send headers) with \`ticket\` from POST /sessions/{id}/events/ticket.`;

const SSE_RESPONSE = {
  description: "text/event-stream; never ends on its own while the viewer is a participant",
  content: { "text/event-stream": { schema: { type: "string" } } },
} as unknown as TSchema;

const StreamSchema = {
  tags: ["events"],
  summary: "Live events of a session (Server-Sent Events)",
  description: STREAM_DESCRIPTION,
  security: [...AUTHENTICATED, {}],
  params: SessionIdParams,
  querystring: Type.Object({
    ticket: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 512,
        description: "From POST /sessions/{id}/events/ticket.",
      }),
    ),
    last_event_id: Type.Optional(
      Type.Integer({
        minimum: 0,
        description: "As the Last-Event-ID header, for a new EventSource.",
      }),
    ),
  }),
  headers: Type.Object({
    "last-event-id": Type.Optional(
      Type.String({ pattern: "^[0-9]{1,15}$", description: "The id of the last event received." }),
    ),
  }),
  response: { 200: SSE_RESPONSE, ...problems(400, 401, 403, 404) },
};

/** The stream's viewer: the user a stream ticket was issued to, or the caller's credential. */
async function viewerOf(
  core: Core,
  authenticate: ReturnType<typeof createAuthenticate>,
  request: FastifyRequest,
  reply: FastifyReply,
  ticket: string | undefined,
  sessionId: string,
): Promise<string> {
  if (ticket === undefined) {
    await authenticate(request, reply);
    return principalOf(request).userId;
  }
  const claims = await core.streamTickets.redeem(ticket, sessionId);
  if (!claims)
    throw new DomainError(
      "invalid_token",
      "The stream ticket is invalid, expired, already used or for another session.",
    );
  return claims.userId;
}

/** /sessions/{id}/events: the live stream of a session. */
export function eventRoutes(
  core: Core,
  hub: LiveHub,
  /** Given the count of this process's open streams (the sse_streams gauge reads it). */
  watchStreams: (size: () => number) => void,
  config: Pick<EventRoutesConfig, "EVENTS_MAX_BUFFER_BYTES">,
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = createAuthenticate(core);
    watchStreams(hub.size);

    app.get("/sessions/:session_id/events", { schema: StreamSchema }, async (request, reply) => {
      const { session_id: sessionId } = request.params;
      const userId = await viewerOf(core, authenticate, request, reply, request.query.ticket, sessionId);
      const header = request.headers["last-event-id"];
      const lastEventId = header !== undefined ? Number(header) : (request.query.last_event_id ?? null);
      const close = await hub.open({
        userId,
        sessionId,
        lastEventId,
        sink: responseSink(reply, config.EVENTS_MAX_BUFFER_BYTES),
      });
      // A client gone while the stream opened has already sent its close event.
      if (reply.raw.destroyed) close();
      else reply.raw.on("close", close);
      return reply;
    });
  };
}
