import { Api } from "grammy";
import type { HealthCheck } from "./health.ts";

/** `memory_store`: the in-memory store answers PING (Redis), or says it is the in-process default. */
export function memoryStoreCheck(ping: (() => Promise<string>) | null): HealthCheck {
  return {
    name: "memory_store",
    async run() {
      if (!ping) return "in-process (no REDIS_URL)";
      const answer = await ping();
      if (answer !== "PONG") throw new Error(`PING answered ${answer}`);
      return "redis";
    },
  };
}

/** `worker`: the job worker's last heartbeat is at most `staleSeconds` old. */
export function workerCheck(
  lastHeartbeat: () => Promise<number | null>,
  staleSeconds: number,
  now: () => number = Date.now,
): HealthCheck {
  return {
    name: "worker",
    async run() {
      const beat = await lastHeartbeat();
      if (beat === null) throw new Error("no worker heartbeat seen yet");
      const age = (now() - beat) / 1000;
      if (age > staleSeconds)
        throw new Error(`last heartbeat ${Math.round(age)} s ago (limit ${staleSeconds} s)`);
      return `heartbeat ${Math.round(age)} s ago`;
    },
  };
}

const BOT_CHECK_CACHE_MS = 60_000;

/**
 * `messenger_bot`: MESSENGER_BOT_TOKEN is set and getMe accepts it, asked of
 * TELEGRAM_API_ROOT at most once a minute (an answer is remembered, so
 * health probes never hammer Telegram).
 */
export function messengerBotCheck(
  token: string | undefined,
  apiRoot: string,
  now: () => number = Date.now,
): HealthCheck {
  const api = token ? new Api(token, { apiRoot }) : null;
  let cached: { at: number; result: Promise<string> } | undefined;
  return {
    name: "messenger_bot",
    run() {
      if (!api) return Promise.reject(new Error("MESSENGER_BOT_TOKEN is not set"));
      if (!cached || now() - cached.at > BOT_CHECK_CACHE_MS) {
        const result = api.getMe().then((me) => `@${me.username}`);
        cached = { at: now(), result };
        // A failure is not remembered: the next probe asks again.
        result.catch(() => {
          if (cached?.result === result) cached = undefined;
        });
      }
      return cached.result;
    },
  };
}

/** A sibling service's health route as one check of the admin's operator view. */
export function serviceCheck(name: string, url: string): HealthCheck {
  return {
    name,
    async run() {
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      const body = (await res.json()) as { status?: string; checks?: Record<string, { status: string }> };
      if (res.status !== 200 || body.status !== "ok") {
        const failing = Object.entries(body.checks ?? {})
          .filter(([, c]) => c.status !== "ok")
          .map(([n]) => n);
        throw new Error(`answered ${res.status}${failing.length ? `; failing: ${failing.join(", ")}` : ""}`);
      }
      return undefined;
    },
  };
}
