import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import type { Logger } from "pino";
import { type TSchema, Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import { logFailure } from "../../platform/logger.ts";
import type { Config } from "../../src/config.ts";
import type { Core } from "../../src/core.ts";
import { DomainError } from "../../src/errors.ts";
import type { LiveSink } from "../../src/live/live-hub.ts";
import { createAuthenticate, principalOf } from "../plugins/authenticate.ts";
import { AUTHENTICATED, SessionIdParams } from "../schemas.ts";

export type EventRoutesConfig = Pick<Config, "EVENTS_HEARTBEAT_MS" | "EVENTS_MAX_BUFFER_BYTES">;

const STREAM_DESCRIPTION = `Server-Sent Events for participants and spectators. Events: \`snapshot\` (first, without Last-Event-ID), \`session\` (joins, leaves, pause, resume, close), \`game_started\`, \`action_applied\`, \`turn\`, \`game_over\`, \`presence\` (who has a stream open; no id), \`resync\` (the gap after Last-Event-ID is too old or unknown: the data is the current state). Every event but presence has the session's audit sequence as its id, and its data is \`{seq, kind, actor, version, at, you, online, session, state}\` (\`you\`: the viewer's participant id; \`action_applied\` leaves \`session\` out, since a move does not change it): the same documents as GET /sessions/{id} and GET /games/{id}/state for this viewer (replayed events carry the current documents). \`Last-Event-ID\` (or \`last_event_id\` when a new EventSource must be made) resumes from the log. A comment line comes every EVENTS_HEARTBEAT_MS; a client that lets EVENTS_MAX_BUFFER_BYTES of events queue up is disconnected. Authenticate with the Authorization header, or (EventSource cannot send headers) with \`ticket\` from POST /sessions/{id}/events/ticket.`;

const SSE_RESPONSE = {
  description: "text/event-stream; never ends on its own while the viewer is a participant",
  content: { "text/event-stream": { schema: { type: "string" } } },
} as unknown as TSchema;

/** A sink over the raw response: headers go out with the first event, so a refusal before it is still problem+json. */
export function responseSink(reply: FastifyReply, maxBufferBytes: number): LiveSink {
  const raw = reply.raw;
  let started = false;
  return {
    write(text) {
      if (raw.destroyed) return;
      if (!started) {
        started = true;
        reply.hijack();
        raw.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string | string[] | number>),
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        raw.write("retry: 2000\n\n");
      }
      // A client that stopped reading is cut off rather than buffered for without bound.
      if (raw.writableLength > maxBufferBytes) raw.destroy();
      else raw.write(text);
    },
    end() {
      if (!raw.destroyed) raw.end();
    },
  };
}

/** /sessions/{id}/events: the live stream of a session, and the tickets that open it from a browser. */
export function eventRoutes(
  core: Core,
  config: EventRoutesConfig,
  /** Given the count of this process's open streams (the sse_streams gauge reads it). */
  watchStreams: (size: () => number) => void = () => {},
): FastifyPluginAsyncTypebox {
  return async (app) => {
    const authenticate = createAuthenticate(core);
    const hub = core.openLiveHub({
      heartbeatMs: config.EVENTS_HEARTBEAT_MS,
      onError: (error) => logFailure(app.log as Logger, error, {}, "live stream delivery failed"),
    });
    watchStreams(hub.size);
    // Open streams never end on their own: end them before the server waits for its connections.
    app.addHook("preClose", async () => hub.close());

    app.post(
      "/sessions/:session_id/events/ticket",
      {
        onRequest: authenticate,
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

    app.get(
      "/sessions/:session_id/events",
      {
        schema: {
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
        },
      },
      async (request, reply) => {
        const { session_id: sessionId } = request.params;
        let userId: string;
        if (request.query.ticket !== undefined) {
          const claims = await core.streamTickets.redeem(request.query.ticket, sessionId);
          if (!claims)
            throw new DomainError(
              "invalid_token",
              "The stream ticket is invalid, expired, already used or for another session.",
            );
          userId = claims.userId;
        } else {
          await authenticate(request, reply);
          userId = principalOf(request).userId;
        }
        const header = request.headers["last-event-id"];
        const lastEventId = header !== undefined ? Number(header) : (request.query.last_event_id ?? null);
        const close = await hub.open({
          userId,
          sessionId,
          lastEventId,
          sink: responseSink(reply, config.EVENTS_MAX_BUFFER_BYTES),
        });
        reply.raw.on("close", close);
        return reply;
      },
    );
  };
}
