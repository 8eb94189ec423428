import { hash } from "node:crypto";
import { createRequire } from "node:module";
import type { Socket } from "node:net";
import cors from "@fastify/cors";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { SHARED_ERRORS, type SharedErrorCode } from "../platform/errors.ts";
import { createMemoryCounter, type WindowCounter } from "../platform/net/window-counter.ts";
import { parseSharedConfig, type SharedConfig } from "../platform/shared-config.ts";
import { secureAnswerHeaders } from "./answer-headers.ts";
import { checkBodyDepth } from "./body-depth.ts";
import { SHARED_PROBLEMS } from "./problem.ts";
import { type RouteLimit, registerRateLimits } from "./rate-limits.ts";
import { helmetHeaders } from "./security-headers.ts";

// Read through require: an `import` of node:http makes Node read every export of
// the module, and its lazy WebSocket getter loads undici (about 13 MB resident).
const { STATUS_CODES } = createRequire(import.meta.url)("node:http") as typeof import("node:http");

/** The variables every HTTP listener's hardening reads. */
export type HardeningConfig = Pick<
  SharedConfig,
  | "TRUST_PROXY"
  | "CORS_ALLOWED_ORIGINS"
  | "HTTP_REQUEST_TIMEOUT_MS"
  | "HTTP_HEADERS_TIMEOUT_MS"
  | "HTTP_KEEP_ALIVE_TIMEOUT_MS"
  | "HTTP_MAX_CONNECTIONS"
  | "RATE_LIMIT_WINDOW_SECONDS"
  | "RATE_LIMIT_AUTH_MAX"
  | "RATE_LIMIT_ACTIONS_MAX"
  | "RATE_LIMIT_ADDRESS_MAX"
>;

/** The defaults of every hardening variable, for a listener built without a parsed config. */
export const DEFAULT_HARDENING: HardeningConfig = parseSharedConfig({});

export interface HardeningOptions {
  readonly config: HardeningConfig;
  /** Where the limits count (Redis with REDIS_URL, so processes share them); this process's memory by default. */
  readonly counter?: WindowCounter;
  /** Clock of the in-memory counters (tests move it). */
  readonly now?: () => number;
  /** The limit of a route; by default POST routes under an /auth/ path are "auth", every other POST/PUT/PATCH/DELETE "writes". */
  readonly limitOf?: (route: { readonly method: string; readonly url: string }) => RouteLimit | undefined;
  /** The signed-in caller, once the route's authentication ran; by default a hash of the Authorization header. */
  readonly principalOf?: (request: FastifyRequest) => string | undefined;
  /**
   * Any origin may call (CORS `*`), instead of CORS_ALLOWED_ORIGINS: for
   * services whose only credential is a Bearer token the page sends itself,
   * never a cookie, so another site gains nothing by calling them.
   */
  readonly anyOrigin?: boolean;
}

const EXPOSED_HEADERS = ["Retry-After", "ETag", "Idempotent-Replayed", "WWW-Authenticate", "Location"];
const ALLOWED_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match"];

function defaultLimitOf(route: { method: string; url: string }): RouteLimit | undefined {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) return undefined;
  return /\/auth\//.test(route.url) ? "auth" : "writes";
}

function authorizationHash(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? hash("sha256", header, "base64url").slice(0, 22) : undefined;
}

const CLIENT_ERRORS: Readonly<Record<string, SharedErrorCode>> = {
  ERR_HTTP_REQUEST_TIMEOUT: "request_timeout",
  HPE_HEADER_OVERFLOW: "headers_too_large",
};

/**
 * Answers connection-level failures Node raises before Fastify sees a request
 * (a body that never finishes, oversized headers, unparsable HTTP) with a
 * problem document of its own, then closes the connection.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const code = CLIENT_ERRORS[error.code ?? ""] ?? "invalid_request";
  const body = JSON.stringify(SHARED_PROBLEMS.body(code, SHARED_ERRORS[code].title));
  const { status } = SHARED_ERRORS[code];
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * Fastify factory options every listener shares: a request must arrive whole
 * within HTTP_REQUEST_TIMEOUT_MS (checked every quarter of it, at most every
 * second, instead of Node's 30 s), headers within HTTP_HEADERS_TIMEOUT_MS,
 * idle keep-alive connections close after HTTP_KEEP_ALIVE_TIMEOUT_MS, and
 * connection-level failures are problem+json.
 */
export function hardenedServerOptions(config: HardeningConfig) {
  const checkEveryMs = Math.max(250, Math.min(1000, Math.floor(config.HTTP_REQUEST_TIMEOUT_MS / 4)));
  return {
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      connectionsCheckingInterval: checkEveryMs,
    },
    clientErrorHandler: answerClientError,
  };
}

async function hardening(app: FastifyInstance, options: HardeningOptions): Promise<void> {
  const { config, counter = createMemoryCounter(), now = Date.now } = options;
  const limitOf = options.limitOf ?? defaultLimitOf;
  const principalOf = options.principalOf ?? authorizationHash;
  app.server.maxConnections = config.HTTP_MAX_CONNECTIONS;

  const securityHeaders = helmetHeaders({
    // Pages set their own policy (the login page, the dashboard); frame-ancestors is added to every HTML answer below.
    contentSecurityPolicy: false,
    // Signed board images and the analytics SDK are meant to be embedded by other origins.
    crossOriginResourcePolicy: false,
    // The Telegram Login Widget signs in through a popup.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  // Static options, normalised once by the plugin (a delegator would rebuild them on every request).
  // A route that answers its own preflight (the analytics ingest) sets `config: { cors: false }`.
  await app.register(cors, {
    hideOptionsRoute: true,
    // An empty list answers preflights without allowing anyone: same-origin only.
    origin: options.anyOrigin ? "*" : [...config.CORS_ALLOWED_ORIGINS],
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    strictPreflight: false,
  });

  await registerRateLimits(app, { config, counter, now, limitOf, principalOf });

  app.addHook("preValidation", async (request) => checkBodyDepth(request.body));

  app.addHook("onSend", async (_request, reply, payload) => {
    secureAnswerHeaders(reply);
    return payload;
  });
}

/**
 * The hardening every HTTP listener shares (the game API and each storefront
 * service): security headers, CORS from CORS_ALLOWED_ORIGINS, request rate
 * limits, a nesting limit on JSON bodies, and no-store on JSON answers.
 * Register it before any route, with `hardenedServerOptions` in the factory.
 */
export const hardeningPlugin = fp(hardening, { name: "hardening", fastify: "5.x" });
