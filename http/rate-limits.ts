import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import { DomainError } from "../platform/errors.ts";
import type { WindowCounter } from "../platform/net/window-counter.ts";
import type { SharedConfig } from "../platform/shared-config.ts";

/** Which request rate limit a route gets: sign-in routes per address, writes per principal and per address. */
export type RouteLimit = "auth" | "writes";

export type LimitConfig = Pick<
  SharedConfig,
  "RATE_LIMIT_WINDOW_SECONDS" | "RATE_LIMIT_AUTH_MAX" | "RATE_LIMIT_ACTIONS_MAX" | "RATE_LIMIT_ADDRESS_MAX"
>;

/** One counter of a limit: its key prefix, what it counts by, and its maximum per window. */
export interface LimitCounter {
  readonly name: string;
  readonly by: "address" | "principal";
  readonly max: number;
}

/**
 * The counters of a limit, in the order they are checked. Every door that
 * takes a limited request (the REST hooks, the WebSocket channel) counts in
 * these, so a caller has one budget whichever door they use.
 */
export function limitCounters(config: LimitConfig, limit: RouteLimit): readonly LimitCounter[] {
  if (limit === "auth") return [{ name: "auth:addr", by: "address", max: config.RATE_LIMIT_AUTH_MAX }];
  return [
    { name: "writes:addr", by: "address", max: config.RATE_LIMIT_ADDRESS_MAX },
    { name: "writes:principal", by: "principal", max: config.RATE_LIMIT_ACTIONS_MAX },
  ];
}

/** The refusal of a request over a counter's maximum: 429 rate_limited, retry after `seconds`. */
export function limitExceeded(config: LimitConfig, { max }: LimitCounter, seconds: number): DomainError {
  return new DomainError(
    "rate_limited",
    `At most ${max} such requests per ${config.RATE_LIMIT_WINDOW_SECONDS} s.`,
    seconds,
  );
}

export interface RateLimitOptions {
  readonly config: LimitConfig;
  readonly counter: WindowCounter;
  readonly now: () => number;
  readonly limitOf: (route: { readonly method: string; readonly url: string }) => RouteLimit | undefined;
  readonly principalOf: (request: FastifyRequest) => string | undefined;
}

/** @fastify/rate-limit's store, counting in the shared window counter. */
function counterStore(counter: WindowCounter, now: () => number) {
  return class CounterStore {
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

/**
 * Request rate limits per route: sign-in routes per address; writes per
 * address and, once the route has authenticated its caller, per principal.
 * A refusal is 429 rate_limited with Retry-After.
 */
export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { config, counter, now, limitOf, principalOf } = options;
  await app.register(rateLimit, { global: false, store: counterStore(counter, now) as never });
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const hookOf = (spec: LimitCounter): onRequestHookHandler => {
    const keyOf = spec.by === "address" ? (request: FastifyRequest) => request.ip : principalOf;
    const check = app.createRateLimit({
      max: spec.max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${spec.name}:${keyOf(request)}`,
    });
    return async (request, reply) => {
      if (keyOf(request) === undefined) return;
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", String(result.ttlInSeconds));
      throw limitExceeded(config, spec, result.ttlInSeconds);
    };
  };
  // By address before authentication (onRequest); by principal after it, before the body is validated.
  const hooksOf = (limit: RouteLimit) =>
    limitCounters(config, limit).map((spec) => ({
      stage: spec.by === "address" ? ("onRequest" as const) : ("preValidation" as const),
      hook: hookOf(spec),
    }));
  const hooks = { auth: hooksOf("auth"), writes: hooksOf("writes") };

  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      const limit = limitOf({ method, url: route.url });
      for (const { stage, hook } of limit ? hooks[limit] : []) addHook(route, stage, hook, true);
    }
  });
}
