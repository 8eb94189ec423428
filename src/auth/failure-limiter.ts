/**
 * Counts failed logins per key (an email, an address) in fixed windows. It is
 * in-process memory: enough for one API process; a restart forgets counts,
 * which only ever favours a legitimate user. The map is bounded so a flood of
 * distinct keys cannot grow memory without limit.
 */
export interface FailureLimiter {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, nowMs: number): number;
  recordFailure(key: string, nowMs: number): void;
  /** Takes back one recorded failure (an attempt counted up front that succeeded). */
  forgive(key: string): void;
  reset(key: string): void;
}

/** Creates a limiter allowing `maxFailures` per `windowSeconds` per key. */
export function createFailureLimiter(
  maxFailures: number,
  windowSeconds: number,
  maxKeys = 100_000,
): FailureLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, nowMs: number) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= nowMs) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    retryAfter(key, nowMs) {
      const entry = live(key, nowMs);
      return entry && entry.count >= maxFailures ? Math.ceil((entry.resetAt - nowMs) / 1000) : 0;
    },
    recordFailure(key, nowMs) {
      const entry = live(key, nowMs);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (windows.size >= maxKeys) {
        const oldest = windows.keys().next().value;
        if (oldest !== undefined) windows.delete(oldest);
      }
      windows.set(key, { count: 1, resetAt: nowMs + windowSeconds * 1000 });
    },
    forgive(key) {
      const entry = windows.get(key);
      if (entry && entry.count > 0) entry.count -= 1;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
