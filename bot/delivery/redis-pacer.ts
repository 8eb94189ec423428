import { randomBytes } from "node:crypto";
import { connectRedis } from "../../platform/net/engine-modules.ts";
import { isGroupChatId, type PaceLimits, type Pacer, sharedLimits, TELEGRAM_PACE } from "./pacer.ts";

/**
 * One script decides a write atomically for every process: the chat's next
 * free time (a string), the group's writes of the last minute and the bot's
 * writes of the last second (sorted sets scored by time). Mode "take" writes
 * only when the slot is now, "reserve" books the next slot however far, and
 * "hold" pushes the chat's next free time out (a 429's retry_after).
 */
const PACE = `
local now = tonumber(ARGV[1])
local perChat = tonumber(ARGV[2])
local groupLimit = tonumber(ARGV[3])
local globalLimit = tonumber(ARGV[4])
local mode = ARGV[5]
local member = ARGV[6]
local nextFree = tonumber(redis.call("GET", KEYS[1]) or "0")
if mode == "hold" then
  local untilMs = now + tonumber(ARGV[7])
  if untilMs > nextFree then redis.call("SET", KEYS[1], untilMs, "PX", untilMs - now + 60000) end
  return 0
end
local slot = math.max(now, nextFree)
local function window(key, limit, span)
  if limit <= 0 then return end
  redis.call("ZREMRANGEBYSCORE", key, "-inf", now - span)
  local count = redis.call("ZCARD", key)
  if count >= limit then
    local edge = redis.call("ZRANGE", key, count - limit, count - limit, "WITHSCORES")
    slot = math.max(slot, tonumber(edge[2]) + span)
  end
end
window(KEYS[2], groupLimit, 60000)
window(KEYS[3], globalLimit, 1000)
if mode == "take" and slot > now then return slot - now end
if groupLimit > 0 then
  redis.call("ZADD", KEYS[2], slot, member)
  redis.call("PEXPIRE", KEYS[2], slot - now + 61000)
end
redis.call("ZADD", KEYS[3], slot, member)
redis.call("PEXPIRE", KEYS[3], slot - now + 2000)
redis.call("SET", KEYS[1], slot + perChat, "PX", slot - now + perChat + 60000)
return slot - now
`;

/** A pacer whose state lives in Redis, so several processes of one bot share Telegram's limits. */
export interface RedisPacer extends Pacer {
  close(): Promise<void>;
}

/**
 * The pacing state of one bot token in Redis: Telegram's limits are per
 * token, so every bot and API process that writes for it shares them. Keys
 * carry the bot's id (the token's public half) under one hash tag.
 */
export function createRedisPacer(
  url: string,
  token: string,
  limits: PaceLimits = TELEGRAM_PACE,
  now: () => number = Date.now,
): RedisPacer {
  const redis = connectRedis(url, { maxRetriesPerRequest: 1 });
  // A failing call rejects; the lanes then wait a second and ask again.
  redis.on("error", () => {});
  const prefix = `{telegram-pace:${token.split(":")[0]}}`;
  const self = randomBytes(4).toString("hex");
  let counter = 0;

  async function call(
    chatId: string,
    mode: "take" | "reserve" | "hold",
    holdMs = 0,
    share = 1,
  ): Promise<number> {
    const group = isGroupChatId(chatId);
    const { groupPerMinute, globalPerSecond } = sharedLimits(limits, share);
    const result = await redis.eval(
      PACE,
      3,
      `${prefix}:chat:${chatId}`,
      `${prefix}:group:${chatId}`,
      `${prefix}:all`,
      Math.floor(now()),
      limits.perChatMs,
      group && Number.isFinite(groupPerMinute) ? groupPerMinute : 0,
      Number.isFinite(globalPerSecond) ? globalPerSecond : 0,
      mode,
      `${self}:${counter++}`,
      holdMs,
    );
    return Number(result);
  }

  return {
    tryTake: (chatId, share) => call(chatId, "take", 0, share),
    reserve: (chatId) => call(chatId, "reserve"),
    hold: async (chatId, ms) => {
      await call(chatId, "hold", ms);
    },
    async close() {
      await redis.quit().catch(() => undefined);
    },
  };
}
