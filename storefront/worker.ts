import { startMetricsServer } from "../http/metrics-server.ts";
import { capYoungGeneration, limitHeapGrowth } from "../platform/heap-growth.ts";
import { loadConfigOrExit } from "../platform/load-config.ts";
import { createLogger } from "../platform/logger.ts";
import { createMetrics } from "../platform/metrics.ts";
import { createDrain, onShutdown } from "../platform/shutdown.ts";
import { analyticsLocation, openAnalyticsModule } from "./analytics/analytics-module.ts";
import { staffChatRelay, staffDigestSender } from "./boot/staff-telegram.ts";
import { createChatModule } from "./chat/chat-module.ts";
import { parseStorefrontConfig } from "./config.ts";
import { createRedisJobQueue, startRedisWorker } from "./shared/redis-job-queue.ts";
import { openStorefrontDatabase } from "./shared/storefront-database.ts";
import { createStorefrontJobHandlers } from "./storefront-jobs.ts";
import { migrateStorefront } from "./storefront-platform.ts";

/**
 * `npm run storefront:worker`: with REDIS_URL, runs the storefront's jobs
 * from the BullMQ queue (order confirmations, chat relays, the daily
 * analytics purge) in a process of its own, and writes the heartbeat the
 * services' `worker` health check reads.
 */
const config = loadConfigOrExit(process.env, parseStorefrontConfig);
limitHeapGrowth(config.HEAP_GROWING_PERCENT);
capYoungGeneration(config.YOUNG_GENERATION_MAX_MB);
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
if (!config.REDIS_URL) {
  logger.fatal("REDIS_URL is not set: without it the storefront process runs its jobs itself");
  process.exit(78);
}
const database = await openStorefrontDatabase(config);
await migrateStorefront(database);
const producer = createRedisJobQueue(config.REDIS_URL, (err) =>
  logger.warn({ cause: err.message }, "Redis unreachable: jobs are queued once it is back"),
);
const relay = staffChatRelay(config, createChatModule(database, producer));
const digestOn = Boolean(
  config.ANALYTICS_ENABLED && config.MESSENGER_BOT_TOKEN && config.STOREFRONT_STAFF_CHAT_ID,
);
const metrics = createMetrics(config.METRICS_ENABLED);
const worker = await startRedisWorker({
  url: config.REDIS_URL,
  logger,
  jobs: metrics.jobs,
  purgeHourUtc: config.ANALYTICS_PURGE_HOUR_UTC,
  ...(digestOn ? { digestHourUtc: config.STOREFRONT_DIGEST_HOUR_UTC } : {}),
  handlers: createStorefrontJobHandlers({
    logger,
    ...(relay ? { relayChatMessage: relay } : {}),
    ...(digestOn
      ? {
          async sendDailyDigest() {
            const analytics = await openAnalyticsModule(analyticsLocation(config));
            try {
              const send = staffDigestSender(config, analytics);
              logger.info({ sent: await send?.() }, "analytics digest");
            } finally {
              await analytics.close();
            }
          },
        }
      : {}),
    ...(config.ANALYTICS_ENABLED
      ? {
          async purgeAnalytics() {
            const analytics = await openAnalyticsModule(analyticsLocation(config));
            try {
              const purge = await analytics.purge(config.ANALYTICS_RETENTION_DAYS);
              if (purge) logger.info({ purge }, "purged old analytics events");
              else logger.info("another storefront process is purging analytics events");
            } finally {
              await analytics.close();
            }
          },
        }
      : {}),
  }),
});
const drain = createDrain(config.SHUTDOWN_DRAIN_MS);
const probes = config.METRICS_PORT
  ? await startMetricsServer({
      host: config.STOREFRONT_HOST,
      port: config.METRICS_PORT,
      metrics,
      allowlist: config.METRICS_ALLOWLIST,
      draining: drain.draining,
      // Ready while its database answers; Redis down pauses jobs, it does not need a restart.
      ready: () => database.ping().then(() => true),
    })
  : undefined;
logger.info({ metricsPort: config.METRICS_PORT }, "storefront worker running");
onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await drain.start();
  await probes?.close();
  await worker.close();
  await producer.close();
  await database.close();
});
