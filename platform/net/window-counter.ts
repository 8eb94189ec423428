import type { Logger } from "pino";
import { connectRedis } from "./engine-modules.ts";

/** A counter's value in its current fixed window. */
export interface WindowCount {
  readonly count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  readonly resetInMs: number;
}

/**
 * Fixed-window counters by key, for the request rate limits and the login
 * failure limit: in process memory, or in Redis so every process counts
 * together. `nowMs` drives the in-memory windows (tests move a clock);
 * Redis keeps its own time through key expiry.
 */
export interface WindowCounter {
  readonly transport: "memory" | "redis";
  /** Adds `by` (negative takes back) to `key` and returns the new count; a new window opens at the first hit. */
  add(key: string, windowMs: number, nowMs: number, by?: number): Promise<WindowCount>;
  /** The count of `key` without changing it. */
  peek(key: string, nowMs: number): Promise<WindowCount>;
  /** Forgets `key`. */
  reset(key: string): Promise<void>;
  /** Whether the shared store answers (waiting up to a second for a connection); always true in memory. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const EMPTY: WindowCount = { count: 0, resetInMs: 0 };

/** Counters in this process's memory; at most `maxKeys` keys, the oldest dropped first, so a flood of keys cannot grow memory. */
export function createMemoryCounter(maxKeys = 100_000): WindowCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  const live = (key: string, nowMs: number) => {
    const entry = windows.get(key);
    if (entry && entry.endsAt <= nowMs) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    transport: "memory",
    async add(key, windowMs, nowMs, by = 1) {
      let entry = live(key, nowMs);
      if (!entry) {
        if (by <= 0) return EMPTY;
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        entry = { count: 0, endsAt: nowMs + windowMs };
        windows.set(key, entry);
      }
      entry.count = Math.max(0, entry.count + by);
      return { count: entry.count, resetInMs: entry.endsAt - nowMs };
    },
    async peek(key, nowMs) {
      const entry = live(key, nowMs);
      return entry ? { count: entry.count, resetInMs: entry.endsAt - nowMs } : EMPTY;
    },
    async reset(key) {
      windows.delete(key);
    },
    ping: async () => true,
    close: async () => {},
  };
}

// One round trip: add, open the window on the first hit, read the time left.
const ADD = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count <= 0 then redis.call('DEL', KEYS[1]) return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {count, ttl}`;

/**
 * Counters shared by every process through Redis. When Redis does not answer
 * (down, or slower than `timeoutMs`), each call falls back to this process's
 * own counters, so requests keep being answered and the limits still hold per
 * process; the shared counts resume when Redis is back.
 */
export function createRedisCounter(
  url: string,
  logger: Logger,
  options: { readonly prefix?: string; readonly timeoutMs?: number } = {},
): WindowCounter {
  const { prefix = "dice:limit:", timeoutMs = 250 } = options;
  const local = createMemoryCounter();
  const redis = connectRedis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: timeoutMs,
    connectTimeout: 1000,
  });
  let degraded = false;
  redis.on("error", (error) => {
    if (!degraded)
      logger.warn({ err: error }, "Redis unreachable: rate limits fall back to per-process counts");
    degraded = true;
  });
  redis.on("ready", () => {
    degraded = false;
  });
  const shared = async <T>(remote: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    if (redis.status !== "ready") return fallback();
    try {
      return await remote();
    } catch {
      return fallback();
    }
  };
  return {
    transport: "redis",
    add: (key, windowMs, nowMs, by = 1) =>
      shared(
        async () => {
          const [count, ttl] = (await redis.eval(ADD, 1, prefix + key, windowMs, by)) as [number, number];
          return { count, resetInMs: ttl };
        },
        () => local.add(key, windowMs, nowMs, by),
      ),
    peek: (key, nowMs) =>
      shared(
        async () => {
          const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
          return count === null ? EMPTY : { count: Number(count), resetInMs: Math.max(0, ttl) };
        },
        () => local.peek(key, nowMs),
      ),
    reset: (key) =>
      shared(
        async () => {
          await redis.del(prefix + key);
        },
        () => local.reset(key),
      ),
    async ping() {
      if (redis.status !== "ready") {
        const ready = new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 1000);
          redis.once("ready", () => {
            clearTimeout(timer);
            resolve(true);
          });
        });
        if (!(await ready)) return false;
      }
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      redis.disconnect();
    },
  };
}
