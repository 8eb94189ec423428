import { createHash } from "node:crypto";
import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { DomainError, SHARED_ERRORS, type SharedErrorCode } from "../platform/errors.ts";
import { createMemoryCounter, type WindowCounter } from "../platform/net/window-counter.ts";
import { parseSharedConfig, type SharedConfig } from "../platform/shared-config.ts";
import { SHARED_PROBLEMS } from "./problem.ts";

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

/** Which request rate limit a route gets: sign-in routes per address, writes per principal and per address. */
export type RouteLimit = "auth" | "writes";

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

/** Deepest nesting accepted in a JSON body: no route's schema goes near it, and walking it stays cheap. */
const MAX_BODY_DEPTH = 32;

const EXPOSED_HEADERS = ["Retry-After", "ETag", "Idempotent-Replayed", "WWW-Authenticate", "Location"];
const ALLOWED_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "If-None-Match"];

function defaultLimitOf(route: { method: string; url: string }): RouteLimit | undefined {
  if (!["POST", "PUT", "PATCH", "DELETE"].includes(route.method)) return undefined;
  return /\/auth\//.test(route.url) ? "auth" : "writes";
}

function authorizationHash(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? createHash("sha256").update(header).digest("base64url").slice(0, 22) : undefined;
}

/** How deep `value` nests, walked without recursion so a hostile body cannot overflow the stack; stops past `limit`. */
function nestingDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (node === null || typeof node !== "object") continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > limit) return deepest;
    for (const child of Object.values(node))
      if (child !== null && typeof child === "object") stack.push([child, level]);
  }
  return deepest;
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

function addHook(
  route: RouteOptions,
  name: "onRequest" | "preValidation",
  hook: onRequestHookHandler,
  first = false,
) {
  const existing = route[name];
  const list = existing === undefined ? [] : [existing].flat();
  route[name] = (first ? [hook, ...list] : [...list, hook]) as never;
}

async function hardening(app: FastifyInstance, options: HardeningOptions): Promise<void> {
  const { config, counter = createMemoryCounter(), now = Date.now } = options;
  const limitOf = options.limitOf ?? defaultLimitOf;
  const principalOf = options.principalOf ?? authorizationHash;
  app.server.maxConnections = config.HTTP_MAX_CONNECTIONS;

  await app.register(helmet, {
    // Pages set their own policy (the login page, the dashboard); frame-ancestors is added to every HTML answer below.
    contentSecurityPolicy: false,
    // Signed board images and the analytics SDK are meant to be embedded by other origins.
    crossOriginResourcePolicy: false,
    // The Telegram Login Widget signs in through a popup.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "no-referrer" },
  });

  // Built once: the delegator runs on every request.
  const corsFor = (origin: false | string | string[]) => ({
    // An empty list answers preflights without allowing anyone: same-origin only.
    origin,
    methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    strictPreflight: false,
  });
  const ownRules = corsFor(false);
  const ours = corsFor(options.anyOrigin ? "*" : [...config.CORS_ALLOWED_ORIGINS]);
  await app.register(cors, {
    hideOptionsRoute: true,
    delegator: (request, callback) => {
      // A route that answers its own preflight (the analytics ingest) keeps its own CORS rules.
      const ownPreflight = request.method === "OPTIONS" && request.routeOptions.url !== "*";
      callback(null, ownPreflight ? ownRules : ours);
    },
  });

  class CounterStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      counter.add(key, windowMs, now()).then(
        ({ count, resetInMs }) => callback(null, { current: count, ttl: resetInMs }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  }
  await app.register(rateLimit, { global: false, store: CounterStore as never });
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limiter = (name: string, max: number, keyOf: (request: FastifyRequest) => string | undefined) => {
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${keyOf(request)}`,
    });
    const hook: onRequestHookHandler = async (request, reply) => {
      if (keyOf(request) === undefined) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", String(result.ttlInSeconds));
      throw new DomainError(
        "rate_limited",
        `At most ${max} such requests per ${config.RATE_LIMIT_WINDOW_SECONDS} s.`,
        result.ttlInSeconds,
      );
    };
    return hook;
  };
  const authByAddress = limiter("auth:addr", config.RATE_LIMIT_AUTH_MAX, (request) => request.ip);
  const writesByAddress = limiter("writes:addr", config.RATE_LIMIT_ADDRESS_MAX, (request) => request.ip);
  const writesByPrincipal = limiter("writes:principal", config.RATE_LIMIT_ACTIONS_MAX, principalOf);

  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      const limit = limitOf({ method, url: route.url });
      if (limit === "auth") addHook(route, "onRequest", authByAddress, true);
      if (limit === "writes") {
        addHook(route, "onRequest", writesByAddress, true);
        // After authentication (onRequest), before the body is validated.
        addHook(route, "preValidation", writesByPrincipal, true);
      }
    }
  });

  app.addHook("preValidation", async (request) => {
    if (
      request.body !== null &&
      typeof request.body === "object" &&
      nestingDepth(request.body, MAX_BODY_DEPTH) > MAX_BODY_DEPTH
    )
      throw new DomainError("invalid_request", `The body nests deeper than ${MAX_BODY_DEPTH} levels.`);
  });

  app.addHook("onSend", async (_request, reply, payload) => {
    const type = String(reply.getHeader("content-type") ?? "");
    // JSON answers carry credentials and private game state: no cache may keep them (RFC 6749 §5.1).
    if (/json/.test(type) && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    if (type.startsWith("text/html")) {
      const policy = reply.getHeader("content-security-policy");
      if (policy === undefined) reply.header("content-security-policy", "frame-ancestors 'none'");
      else if (!/frame-ancestors/.test(String(policy)))
        reply.header("content-security-policy", `${policy}; frame-ancestors 'none'`);
    }
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
