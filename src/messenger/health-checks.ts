import type { HealthCheck } from "../observability/readiness.ts";

/** The heartbeat name the messenger outbox worker beats under. */
export const OUTBOX_WORKER = "messenger-outbox";

/** Fails when the outbox worker has not beaten within `maxAgeMs`. */
export function createHeartbeatCheck(
  lastBeat: (worker: string) => Promise<number | null>,
  now: () => number,
  maxAgeMs: number,
  worker = OUTBOX_WORKER,
): () => Promise<HealthCheck> {
  return async () => {
    const at = await lastBeat(worker);
    if (at === null) return { status: "fail", detail: "the outbox worker never reported" };
    const age = now() - at;
    return age <= maxAgeMs
      ? { status: "ok" }
      : { status: "fail", detail: `last heartbeat ${Math.round(age / 1000)} s ago` };
  };
}

/**
 * Remembers a check's answer for `ttlMs` and bounds it by `timeoutMs`, so a
 * health probe never waits on (or hammers) a remote service such as Telegram.
 */
export function createCachedCheck(
  run: () => Promise<HealthCheck>,
  options: { readonly ttlMs: number; readonly timeoutMs: number; readonly now: () => number },
): () => Promise<HealthCheck> {
  let cached: { readonly at: number; readonly result: HealthCheck } | undefined;
  return async () => {
    const at = options.now();
    if (cached && at - cached.at < options.ttlMs) return cached.result;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<HealthCheck>((resolve) => {
      timer = setTimeout(() => resolve({ status: "fail", detail: "timed out" }), options.timeoutMs);
    });
    const result = await Promise.race([
      run().catch((error: unknown): HealthCheck => ({ status: "fail", detail: (error as Error).message })),
      timeout,
    ]);
    clearTimeout(timer);
    cached = { at, result };
    return result;
  };
}
