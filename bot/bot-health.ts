import type { Api } from "grammy";
import type { HealthCheck } from "../src/core.ts";
import { createCachedCheck } from "../src/messenger/health-checks.ts";

/** The bot token works: getMe answers (remembered for a minute, so probes never hammer Telegram). */
export function createBotTokenCheck(api: Api, now: () => number = Date.now): () => Promise<HealthCheck> {
  return createCachedCheck(
    async () => {
      const me = await api.getMe();
      return { status: "ok", detail: `@${me.username}` };
    },
    { ttlMs: 60_000, timeoutMs: 5_000, now },
  );
}
