import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Logger } from "pino";
import type { HardeningConfig } from "../../http/hardening.ts";
import { type ObservabilityOptions, observabilityPlugin } from "../../http/observability.ts";
import type { WindowCounter } from "../../platform/net/window-counter.ts";
import { createServiceApp, type StorefrontServiceName } from "../create-service-app.ts";
import { type HealthCheck, healthRoutes } from "./health.ts";

export interface BackendAppOptions {
  readonly service: StorefrontServiceName;
  readonly config: HardeningConfig;
  /** Where rate limits count (Redis with REDIS_URL). */
  readonly counter: WindowCounter;
  readonly logger: Logger;
  readonly bodyLimit: number;
  readonly openapiPath: string;
  readonly title: string;
  readonly description: string;
  /** Defaults to `/api/health/`. */
  readonly healthPath?: string;
  /** Every dependency this service checks, in the order the health document lists them. */
  readonly checks: readonly HealthCheck[];
  readonly routes: readonly FastifyPluginAsyncTypebox[];
  /** /livez, /readyz (ready while the database check passes) and /metrics, when the process serves them. */
  readonly observability?: Omit<ObservabilityOptions, "ready">;
}

/** A storefront backend service: the shared app (problem+json, OpenAPI, CORS for the shop), its health route and its routes. */
export async function createBackendApp(options: BackendAppOptions) {
  const app = await createServiceApp({
    service: options.service,
    logger: options.logger,
    trustProxy: options.config.TRUST_PROXY,
    hardening: options.config,
    counter: options.counter,
    // The shop (served by the product service) calls every service across ports, with Bearer tokens only.
    anyOrigin: true,
    bodyLimit: options.bodyLimit,
    openapiPath: options.openapiPath,
    title: options.title,
    description: `${options.description} Errors are application/problem+json with a stable \`code\`.`,
  });
  const database = options.checks[0];
  if (options.observability)
    await app.register(
      observabilityPlugin({
        ...options.observability,
        ready: async () => (database ? await database.run().then(() => true) : true),
      }),
    );
  await app.register(healthRoutes(options.healthPath ?? "/api/health/", options.service, options.checks));
  for (const routes of options.routes) await app.register(routes);
  return app;
}
