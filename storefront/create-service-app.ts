import swagger from "@fastify/swagger";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, { type FastifyBaseLogger, type FastifyRequest, LogController } from "fastify";
import type { Logger } from "pino";
import {
  DEFAULT_HARDENING,
  type HardeningConfig,
  hardenedServerOptions,
  hardeningPlugin,
} from "../http/hardening.ts";
import { lazySerializers } from "../http/lazy-serializers.ts";
import { completeContract } from "../http/openapi-contract.ts";
import { createProblems } from "../http/problem.ts";
import { problemSchema, TokenPair } from "../http/schemas.ts";
import type { WindowCounter } from "../platform/net/window-counter.ts";
import { STOREFRONT_ERRORS } from "./errors.ts";
import type { StorefrontServiceName } from "./service-args.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Log the route's pattern instead of the path: the path names a person (privacy routes). */
    logRoutePattern?: boolean;
  }
}

export type { StorefrontServiceName } from "./service-args.ts";

export interface ServiceAppOptions {
  readonly service: StorefrontServiceName;
  readonly logger: Logger;
  readonly trustProxy: boolean;
  readonly bodyLimit: number;
  /** Where the OpenAPI 3.1 document of this service is served. */
  readonly openapiPath: string;
  readonly title: string;
  readonly description: string;
  /**
   * Skips secure-json-parse's __proto__/constructor scan. Only for a service
   * whose handlers copy known fields out of the body and never merge it.
   */
  readonly plainJsonParsing?: boolean;
  /** Timeouts, CORS and rate limits (the parsed config); the variables' defaults when absent. */
  readonly hardening?: HardeningConfig;
  /** Where rate limits count (shared through Redis with REDIS_URL); this process's memory when absent. */
  readonly counter?: WindowCounter;
  /** CORS for every origin (Bearer-only services the shop calls across ports); CORS_ALLOWED_ORIGINS otherwise. */
  readonly anyOrigin?: boolean;
}

/** The path of a request without its query string: query values may hold personal data. */
export function pathOf(url: string): string {
  const cut = url.indexOf("?");
  return cut < 0 ? url : url.slice(0, cut);
}

/**
 * Request log fields. Fastify's defaults log the full URL (query values
 * included), the client address and port; storefront logs keep the method and
 * the path only, so no IP and no query value is ever written.
 */
/** The storefront's problem+json answers, from its error table. */
const PROBLEMS = createProblems(STOREFRONT_ERRORS);

const serializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    path: request.routeOptions?.config?.logRoutePattern ? request.routeOptions.url : pathOf(request.url),
  }),
  res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
};

/**
 * A storefront service app: the shared hardening (security headers, CORS,
 * timeouts, rate limits), problem+json errors from the shared error table,
 * privacy-preserving request logs, trailing-slash tolerant routes, and an
 * OpenAPI 3.1 document generated from the TypeBox route schemas.
 */
export async function createServiceApp(options: ServiceAppOptions) {
  const hardening = options.hardening ?? { ...DEFAULT_HARDENING, TRUST_PROXY: options.trustProxy };
  const app = Fastify({
    ...hardenedServerOptions(hardening),
    ...lazySerializers(),
    frameworkErrors: PROBLEMS.handleError,
    loggerInstance: options.logger.child({ service: options.service }, { serializers }) as FastifyBaseLogger,
    // The onResponse hook below writes one line per request with the safe fields only.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: options.trustProxy,
    bodyLimit: options.bodyLimit,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { allErrors: true } },
    ...(options.plainJsonParsing ? { onProtoPoisoning: "ignore", onConstructorPoisoning: "ignore" } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(hardeningPlugin, {
    config: hardening,
    ...(options.counter ? { counter: options.counter } : {}),
    ...(options.anyOrigin ? { anyOrigin: true } : {}),
  });
  app.setErrorHandler(PROBLEMS.handleError);
  app.setNotFoundHandler((request, reply) =>
    PROBLEMS.send(reply, "route_not_found", `No route ${request.method} ${pathOf(request.url)}.`),
  );
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { req: request, res: reply, ms: Math.round(reply.elapsedTime * 10) / 10 },
      "request completed",
    );
  });
  app.addSchema(problemSchema(STOREFRONT_ERRORS));
  app.addSchema(TokenPair);

  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: { title: options.title, version: "1.0.0", description: options.description },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: { bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) ?? `def-${i}` },
    transformObject: (document) =>
      completeContract((document as { openapiObject: Record<string, unknown> }).openapiObject, {
        errors: STOREFRONT_ERRORS,
        prefix: "",
        limited: (method) => method === "POST",
      }),
  });
  app.get(options.openapiPath, { schema: { hide: true } }, async () => app.swagger());
  return app;
}

export type ServiceApp = Awaited<ReturnType<typeof createServiceApp>>;
