import type { WindowCounter } from "../net/window-counter.ts";

/**
 * Counts failed logins per key (an email, an address) in fixed windows, over
 * a WindowCounter: this process's memory, or Redis so every process shares
 * the count (falling back to per-process counts while Redis is down). A
 * restart of the in-memory counter forgets counts, which only ever favours a
 * legitimate user.
 */
export interface FailureLimiter {
  /**
   * Counts one attempt for `key` up front (before the slow password check, so
   * parallel guesses cannot all slip under the limit) and answers the seconds
   * until `key` may try again, or 0 when this attempt may proceed.
   */
  attempt(key: string, nowMs: number): Promise<number>;
  /** Takes back one counted attempt (it succeeded). */
  forgive(key: string, nowMs: number): Promise<void>;
  reset(key: string): Promise<void>;
}

/** Creates a limiter allowing `maxFailures` per `windowSeconds` per key. */
export function createFailureLimiter(
  counter: WindowCounter,
  maxFailures: number,
  windowSeconds: number,
): FailureLimiter {
  const windowMs = windowSeconds * 1000;
  const keyOf = (key: string) => `login:${key}`;
  return {
    async attempt(key, nowMs) {
      const { count, resetInMs } = await counter.add(keyOf(key), windowMs, nowMs);
      return count > maxFailures ? Math.max(1, Math.ceil(resetInMs / 1000)) : 0;
    },
    async forgive(key, nowMs) {
      await counter.add(keyOf(key), windowMs, nowMs, -1);
    },
    reset: (key) => counter.reset(keyOf(key)),
  };
}
