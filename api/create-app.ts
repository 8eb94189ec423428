import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import websocket from "@fastify/websocket";
import Fastify, { type FastifyBaseLogger, type FastifyPluginAsync, type FastifyRequest } from "fastify";
import type { Logger } from "pino";
import { type HardeningConfig, hardenedServerOptions, hardeningPlugin } from "../http/hardening.ts";
import { lazySerializers } from "../http/lazy-serializers.ts";
import { lazyValidators } from "../http/lazy-validators.ts";
import { observabilityPlugin } from "../http/observability.ts";
import type { SharedCompilers } from "../http/shared-compilers.ts";
import type { Metrics } from "../platform/metrics.ts";
import type { Config } from "../src/config.ts";
import type { Core, HealthCheck } from "../src/core.ts";
import { type ChannelConfig, MAX_FRAME_BYTES } from "./channel/channel-routes.ts";
import { openapiOptions } from "./openapi-options.ts";
import { GAME_PROBLEMS } from "./problems.ts";
import { listApiRoutes } from "./route-list.ts";
import type { EventRoutesConfig } from "./routes/event-routes.ts";
import { loginPageRoutes } from "./routes/login-page.ts";
import { playPageRoutes } from "./routes/play-page.ts";
import { SHARED_SCHEMAS } from "./schemas.ts";
import { versionedRoutes } from "./versioned-routes.ts";

export const API_PREFIX = "/api/v1";

export interface AppDeps {
  readonly core: Core;
  readonly config: HardeningConfig &
    Pick<
      Config,
      | "BODY_LIMIT_BYTES"
      | "MEDIA_URL_TTL_SECONDS"
      | "PUBLIC_BASE_URL"
      | "HOST"
      | "PORT"
      | "MESSENGER_BOT_USERNAME"
      | "METRICS_ALLOWLIST"
    > &
    EventRoutesConfig &
    ChannelConfig;
  readonly logger: Logger;
  /** Readiness checks beyond the core's, by name (the process entry adds the bot's). */
  readonly healthChecks?: Readonly<Record<string, () => Promise<HealthCheck>>>;
  /** Routes served beside the API by other adapters (the bot's webhook); the API never imports them. */
  readonly plugins?: readonly FastifyPluginAsync[];
  /** The process's Prometheus series (the core's when unset). */
  readonly metrics?: Metrics;
  /** True once the process drains after SIGTERM (/readyz answers 503). */
  readonly draining?: () => boolean;
  /** Schema compilers shared with other apps of the process (tests build hundreds); the app's own when unset. */
  readonly compilers?: SharedCompilers;
}

/**
 * Request log fields: Fastify's defaults, but a signed image URL's signature and
 * a stream ticket are credentials for minutes, so their values never reach the logs.
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(/([?&](?:sig|ticket)=)[^&]*/g, "$1[redacted]"),
    host: request.host,
    remoteAddress: request.ip,
  };
}

/** The rate limit an API POST counts against (sign-ins have their own); other requests have none here. */
function writeLimitOf({ method, url }: { readonly method: string; readonly url: string }) {
  if (!url.startsWith(API_PREFIX) || method !== "POST") return undefined;
  return url.startsWith(`${API_PREFIX}/auth/`) ? "auth" : "writes";
}

/** Fastify's options for the API: hardening, problem+json for framework errors, redacted request logs, compilers. */
function serverOptions(config: AppDeps["config"], logger: Logger, compilers: SharedCompilers | undefined) {
  return {
    ...hardenedServerOptions(config),
    schemaController: {
      compilersFactory: compilers?.eager
        ? { buildSerializer: compilers.buildSerializer, buildValidator: compilers.buildValidator }
        : {
            ...lazySerializers(compilers?.buildSerializer).schemaController.compilersFactory,
            buildValidator: lazyValidators(compilers?.buildValidator),
          },
    },
    frameworkErrors: GAME_PROBLEMS.handleError,
    loggerInstance: logger.child({}, { serializers: { req: serializeRequest } }) as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
    ajv: { customOptions: { allErrors: true } },
  };
}

/** Builds the HTTP API without listening; `main.ts` listens, tests use `inject`. */
export async function createApp({
  core,
  config,
  logger,
  healthChecks = {},
  plugins = [],
  metrics = core.metrics,
  draining = () => false,
  compilers,
}: AppDeps) {
  const app = Fastify(serverOptions(config, logger, compilers)).withTypeProvider<TypeBoxTypeProvider>();

  listApiRoutes(app, API_PREFIX);
  await app.register(hardeningPlugin, {
    config,
    counter: core.counter,
    now: core.now,
    limitOf: writeLimitOf,
    principalOf: (request) => request.principal?.userId,
  });
  await app.register(
    observabilityPlugin({
      metrics,
      allowlist: config.METRICS_ALLOWLIST,
      draining,
      // Critical: the database and its migrations. Redis down degrades, it does not stop serving.
      async ready() {
        const checks = await core.checkHealth();
        return checks.database?.status === "ok" && checks.migrations?.status === "ok";
      },
    }),
  );
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema);
  app.decorateRequest("principal", null);
  app.setErrorHandler(GAME_PROBLEMS.handleError);
  // Every body schema here is an object; a POST without a body is read as {} so
  // optional-only bodies need no body and required fields are named in the 400.
  app.addHook("preValidation", async (request) => {
    if (request.body === undefined && request.method === "POST") request.body = {};
  });
  app.setNotFoundHandler((request, reply) =>
    GAME_PROBLEMS.send(reply, "route_not_found", `No route ${request.method} ${request.url.split("?")[0]}.`),
  );

  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // ws closes the connection itself with the right code (1009 for a frame too big); terminating would lose it.
    errorHandler: (error, _socket, request) => request.log.info({ err: error }, "channel connection failed"),
  });
  await app.register(swagger, openapiOptions(API_PREFIX));
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });
  await app.register(
    versionedRoutes({
      core,
      config,
      healthChecks,
      metrics,
      prefix: API_PREFIX,
      document: () => app.swagger() as { components?: { schemas?: Record<string, unknown> } },
    }),
    {
      prefix: API_PREFIX,
    },
  );
  await app.register(loginPageRoutes(config));
  await app.register(playPageRoutes(config));
  for (const plugin of plugins) await app.register(plugin);
  return app;
}

export type App = Awaited<ReturnType<typeof createApp>>;
