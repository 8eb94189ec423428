import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { connectRedis } from "../../platform/net/engine-modules.ts";
import { type ChangeFeed, type ChangeNotice, createListeners, wireForm } from "../db/change-feed.ts";

/**
 * The change feed across processes, over Redis pub/sub: a change committed in
 * one process reaches every process's subscribers (another API process, the
 * bot process) within milliseconds. Local subscribers hear their own
 * process's changes at once, without the round trip. When Redis is down,
 * publishing fails quietly and subscribers fall back to their own polling;
 * ioredis reconnects and resubscribes by itself. Its channel is
 * `<namespace>:changes` (REDIS_NAMESPACE).
 */
export function createRedisChangeFeed(url: string, logger: Logger, namespace = "dice"): ChangeFeed {
  const channel = `${namespace}:changes`;
  const origin = randomUUID();
  const listeners = createListeners();
  const onError = (error: unknown) => logger.error({ err: error }, "change listener failed");
  const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const publisher = connectRedis(url, options);
  const subscriber = connectRedis(url, { ...options, enableOfflineQueue: true });
  let warned = false;
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => {
      if (!warned) logger.warn({ err: error }, "Redis unreachable: wake-ups fall back to polling");
      warned = true;
    });
    client.on("ready", () => {
      warned = false;
    });
  }
  subscriber.subscribe(channel).catch(() => {});
  // Redis echoes this process's own publications back: they are known by their start, without parsing them.
  const ownPrefix = JSON.stringify({ origin }).slice(0, -1);
  subscriber.on("message", (_channel: string, message: string) => {
    if (message.startsWith(ownPrefix)) return;
    let parsed: { origin: string; change: ChangeNotice };
    try {
      parsed = JSON.parse(message);
    } catch {
      return;
    }
    if (parsed.origin !== origin) listeners.emit(parsed.change, onError);
  });
  return {
    transport: "redis",
    publish(change) {
      listeners.emit(change, onError);
      publisher.publish(channel, JSON.stringify({ origin, change: wireForm(change) })).catch(() => {});
    },
    subscribe: listeners.add,
    async ping() {
      try {
        if (publisher.status !== "ready") {
          await new Promise<void>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error("not connected")), 1000);
            publisher.once("ready", () => {
              clearTimeout(timer);
              resolve();
            });
          });
        }
        return (await publisher.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
