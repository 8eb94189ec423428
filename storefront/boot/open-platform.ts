import { loadOrCreateJwtSecret } from "../../platform/jwt-secret.ts";
import { createMemoryCounter, createRedisCounter } from "../../platform/net/window-counter.ts";
import type { AnalyticsModule } from "../analytics/analytics-module.ts";
import { privacyLogKey } from "../analytics/privacy/subject-hash.ts";
import { storefrontSigningKey } from "../shared/access-tokens.ts";
import { messengerBotCheck } from "../shared/dependency-checks.ts";
import type { HealthCheck } from "../shared/health.ts";
import { openStorefrontDatabase } from "../shared/storefront-database.ts";
import { createStorefrontJobHandlers } from "../storefront-jobs.ts";
import {
  createStorefrontPlatform,
  migrateStorefront,
  type StorefrontPlatform,
} from "../storefront-platform.ts";
import { type OpenJobQueue, openJobQueue } from "./open-job-queue.ts";
import { staffChatRelay, staffDigestSender } from "./staff-telegram.ts";
import type { StorefrontProcess } from "./storefront-process.ts";

export interface OpenPlatform {
  readonly platform: StorefrontPlatform;
  readonly jobs: OpenJobQueue;
  /** Sends yesterday's digest; absent without analytics, a bot token or a staff chat. */
  readonly digest: (() => Promise<boolean>) | undefined;
  /** getMe against Telegram, shared by the services that depend on the bot; null without a token. */
  readonly messengerBot: HealthCheck | null;
  /** The erasure log's HMAC key. */
  readonly privacyKey: string;
  /** Closes the job queue, the database and the rate-limit counter. */
  close(): Promise<void>;
}

/**
 * Opens the storefront database (migrated) and builds every service's module
 * over it, with the job queue their jobs go to and the rate-limit counter;
 * both live in Redis with REDIS_URL, so every storefront process shares them.
 */
export async function openPlatform(
  proc: StorefrontProcess,
  analytics: AnalyticsModule | null,
): Promise<OpenPlatform> {
  const { config, logger } = proc;
  const database = await openStorefrontDatabase(config);
  await migrateStorefront(database);
  const digest = analytics ? staffDigestSender(config, analytics) : undefined;
  // The relay needs the chat module, and the modules need the queue: the handler looks the relay up when it runs.
  let relay: ((messageId: string) => Promise<void>) | undefined;
  const handlers = createStorefrontJobHandlers({
    logger,
    relayChatMessage: (id) => relay?.(id) ?? Promise.resolve(),
    ...(digest ? { sendDailyDigest: async () => void (await digest()) } : {}),
  });
  const jobs = openJobQueue(proc, handlers);
  const counter = config.REDIS_URL ? createRedisCounter(config.REDIS_URL, logger) : createMemoryCounter();
  const secret = config.JWT_SECRET ?? loadOrCreateJwtSecret(config.DATA_DIR);
  const signingKey = storefrontSigningKey(secret);
  const platform = createStorefrontPlatform({
    database,
    counter,
    signingKey,
    config,
    jobs: jobs.queue,
    logger,
  });
  relay = staffChatRelay(config, platform.chat);
  const token = config.MESSENGER_BOT_TOKEN;
  return {
    platform,
    jobs,
    digest,
    messengerBot: token ? messengerBotCheck(token, config.TELEGRAM_API_ROOT) : null,
    privacyKey: privacyLogKey(secret),
    async close() {
      await jobs.close();
      await database.close();
      await counter.close();
    },
  };
}
