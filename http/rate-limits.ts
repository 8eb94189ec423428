import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from "fastify";
import { DomainError } from "../platform/errors.ts";
import type { WindowCounter } from "../platform/net/window-counter.ts";
import type { SharedConfig } from "../platform/shared-config.ts";

/** Which request rate limit a route gets: sign-in routes per address, writes per principal and per address. */
export type RouteLimit = "auth" | "writes";

export interface RateLimitOptions {
  readonly config: Pick<
    SharedConfig,
    "RATE_LIMIT_WINDOW_SECONDS" | "RATE_LIMIT_AUTH_MAX" | "RATE_LIMIT_ACTIONS_MAX" | "RATE_LIMIT_ADDRESS_MAX"
  >;
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
}
