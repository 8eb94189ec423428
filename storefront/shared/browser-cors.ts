import cors from "@fastify/cors";
import type { FastifyInstance } from "fastify";

/**
 * Lets the shop (served by the product service, so on another port) call this
 * service from the browser. Any origin may: credentials are Bearer tokens the
 * page sends explicitly, never cookies, so another site gains nothing.
 */
export async function allowBrowserCalls(app: FastifyInstance): Promise<void> {
  await app.register(cors, {
    origin: "*",
    methods: ["GET", "HEAD", "POST", "PATCH", "PUT", "DELETE"],
    allowedHeaders: ["authorization", "content-type", "idempotency-key"],
    exposedHeaders: ["idempotent-replayed", "retry-after"],
    maxAge: 86400,
  });
}
