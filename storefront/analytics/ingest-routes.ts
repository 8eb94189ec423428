import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import { type AllowedOrigins, isOriginAllowed } from "../../platform/net/allowed-origins.ts";
import { DomainError } from "../errors.ts";
import { ANALYTICS_LIMITS as L } from "./analytics-limits.ts";
import type { AnalyticsModule } from "./analytics-module.ts";
import { validateBatchEnvelope } from "./envelope-validator.ts";
import { EventBatch, type EventBatchEnvelope } from "./events/event-schemas.ts";

export const BATCH_PATH = "/api/analytics/events/batch/";

const IngestResponse = Type.Object({
  accepted: Type.Integer({ description: "Events kept." }),
  rejected: Type.Integer({
    description: "Events that failed validation (unknown kind, bad or oversized field).",
  }),
  dropped: Type.Integer({
    description: "Valid events not kept: sent without granted consent (all but user_error), or by a bot.",
  }),
  errors: Type.Array(Type.Object({ index: Type.Integer(), reason: Type.String() }), {
    description: `Why events were rejected, by index in the batch (at most ${L.maxReportedRejections}).`,
  }),
});

/** POST /api/analytics/events/batch/ (and its CORS preflight). */
export function ingestRoutes(
  analytics: AnalyticsModule,
  allowedOrigins: AllowedOrigins,
): FastifyPluginAsyncTypebox {
  function cors(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (!isOriginAllowed(allowedOrigins, origin))
      throw new DomainError("origin_not_allowed", `Origin ${origin} may not send analytics events.`);
    if (origin === undefined) return;
    reply.header("access-control-allow-origin", allowedOrigins === "*" ? "*" : origin);
    if (allowedOrigins !== "*") reply.header("vary", "origin");
  }

  return async (app) => {
    // navigator.sendBeacon sends a string as text/plain, which also spares
    // fetch a CORS preflight; both bodies are the same JSON.
    app.addContentTypeParser(
      "text/plain",
      { parseAs: "string" },
      app.getDefaultJsonParser("ignore", "ignore"),
    );

    app.options(BATCH_PATH, { schema: { hide: true }, config: { cors: false } }, async (request, reply) => {
      cors(request, reply);
      return reply
        .header("access-control-allow-methods", "POST")
        .header("access-control-allow-headers", "content-type")
        .header("access-control-max-age", "86400")
        .status(204)
        .send();
    });

    app.post(
      BATCH_PATH,
      {
        bodyLimit: L.maxBatchBytes,
        onRequest: async (request, reply) => cors(request, reply),
        validatorCompiler: ({ httpPart }) => (httpPart === "body" ? validateBatchEnvelope : () => true),
        schema: {
          tags: ["analytics"],
          summary: "Record a batch of visit events",
          description: [
            "Content-Type application/json or text/plain (what navigator.sendBeacon sends); same JSON either way.",
            `At most ${L.maxEventsPerBatch} events and ${L.maxBatchBytes / 1024} KB per batch (413 beyond); page paths and endpoints at most ${L.maxPathLength} characters.`,
            "An invalid event (unknown kind, bad or oversized field) is rejected alone; the rest of the batch is kept.",
            "Consent: a batch not sent under `granted` keeps only its user_error events; the others are dropped and counted. Bots (by User-Agent) are dropped.",
            "Never stored: the client IP, query-parameter values (only names and utm_* values), stack traces.",
          ].join("\n\n"),
          body: EventBatch,
          response: { 201: IngestResponse, ...problems(400, 403, 413, 415) },
        },
      },
      async (request, reply) => {
        const result = await analytics.ingest.ingest(request.body as EventBatchEnvelope, {
          userAgent: request.headers["user-agent"],
          origin: request.headers.origin,
        });
        return reply.status(201).send(result);
      },
    );
  };
}
