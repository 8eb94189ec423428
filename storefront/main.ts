import type { FastifyInstance } from "fastify";
import { limitHeapGrowth } from "../platform/heap-growth.ts";
import { loadOrCreateJwtSecret } from "../platform/jwt-secret.ts";
import { loadConfigOrExit } from "../platform/load-config.ts";
import { createLogger, logFailure } from "../platform/logger.ts";
import { createMetrics } from "../platform/metrics.ts";
import { createMemoryCounter, createRedisCounter } from "../platform/net/window-counter.ts";
import { createDrain, onShutdown } from "../platform/shutdown.ts";
import { createAnalyticsGateway, staticAnalyticsGateway } from "./admin/analytics-gateway.ts";
import { createAdminApp } from "./admin/create-admin-app.ts";
import {
  type AnalyticsModule,
  analyticsLocation,
  openAnalyticsModule,
} from "./analytics/analytics-module.ts";
import { createAnalyticsApp } from "./analytics/create-analytics-app.ts";
import { createDailyDigestSender } from "./analytics/digest/daily-digest.ts";
import { privacyLogKey } from "./analytics/privacy/subject-hash.ts";
import { type BackendServiceName, createBackendServiceApp, siblingHealthChecks } from "./backend-apps.ts";
import { createBrowserBundles } from "./browser-bundles.ts";
import { createTelegramRelay } from "./chat/telegram-relay.ts";
import { parseStorefrontConfig } from "./config.ts";
import { scheduleDaily } from "./daily-schedule.ts";
import { parseServiceArgs } from "./service-args.ts";
import { storefrontSigningKey } from "./shared/access-tokens.ts";
import { memoryStoreCheck, messengerBotCheck, workerCheck } from "./shared/dependency-checks.ts";
import { createEmbeddedJobQueue } from "./shared/embedded-job-queue.ts";
import type { HealthCheck } from "./shared/health.ts";
import type { JobQueue } from "./shared/job-queue.ts";
import { createRedisJobQueue } from "./shared/redis-job-queue.ts";
import { openStorefrontDatabase } from "./shared/storefront-database.ts";
import { shopRoutes } from "./shop/shop-routes.ts";
import { createStorefrontJobHandlers } from "./storefront-jobs.ts";
import { createStorefrontPlatform, migrateStorefront } from "./storefront-platform.ts";

/**
 * `npm run storefront [-- --service NAME[,NAME]]`: the storefront platform's
 * services in one process, each its own Fastify app on its own port. The
 * analytics service also runs the rollup worker and the daily purge. Its
 * configuration is the storefront's (shared variables and its own, in
 * storefront/config.ts), parsed once here: a bad value stops it, exit 78.
 */
const config = loadConfigOrExit(process.env, parseStorefrontConfig);
limitHeapGrowth(config.HEAP_GROWING_PERCENT);
let services: ReturnType<typeof parseServiceArgs>;
try {
  services = parseServiceArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`Usage: ${(error as Error).message}\n`);
  process.exit(64);
}

const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
// One registry for the process: every backend listener and the analytics one serve /livez, /readyz and /metrics.
const drain = createDrain(config.SHUTDOWN_DRAIN_MS);
const metrics = createMetrics(config.METRICS_ENABLED);
const observability = { metrics, allowlist: config.METRICS_ALLOWLIST, draining: drain.draining };
const bundles = createBrowserBundles();
const analyticsAt = analyticsLocation(config);
const stops: (() => Promise<unknown>)[] = [];
const apps: FastifyInstance[] = [];

let analytics: AnalyticsModule | null = null;
if (services.has("analytics")) {
  if (!config.ANALYTICS_ENABLED) {
    logger.warn("ANALYTICS_ENABLED=false: the analytics service is not started");
  } else {
    try {
      analytics = await openAnalyticsModule({
        ...analyticsAt,
        onWorkerError: (err) => logFailure(logger, err, {}, "analytics rollup drain failed"),
        metrics,
      });
      const app = await createAnalyticsApp({ analytics, config, logger, bundles, observability });
      await app.listen({ host: config.STOREFRONT_HOST, port: config.ANALYTICS_PORT });
      apps.push(app);
      analytics.worker.start(config.ANALYTICS_ROLLUP_INTERVAL_MS);
      const module = analytics;
      // With REDIS_URL the worker process runs the purge as a BullMQ job scheduler.
      if (!config.REDIS_URL) {
        const purge = scheduleDaily(config.ANALYTICS_PURGE_HOUR_UTC, async () => {
          try {
            const result = await module.purge(config.ANALYTICS_RETENTION_DAYS);
            if (result) logger.info({ purge: result }, "purged old analytics events");
            else logger.info("another storefront process is purging analytics events");
          } catch (err) {
            logger.error({ err }, "analytics purge failed");
          }
        });
        stops.push(() => purge.stop());
      }
    } catch (err) {
      logger.error({ err }, "the analytics service could not start");
      await analytics?.close();
      analytics = null;
    }
  }
}

const database = await openStorefrontDatabase(config);
await migrateStorefront(database);
// The relay needs the chat module, and the modules need the queue: the handler looks the relay up when it runs.
let relayChatMessage: ((messageId: string) => Promise<void>) | undefined;
// With REDIS_URL the jobs go to BullMQ and `npm run storefront:worker` runs them; otherwise this process does.
const redisJobs = config.REDIS_URL
  ? createRedisJobQueue(config.REDIS_URL, (err) =>
      logger.warn({ cause: err.message }, "Redis unreachable: jobs are queued once it is back"),
    )
  : null;
const digest =
  analytics && config.MESSENGER_BOT_TOKEN && config.STOREFRONT_STAFF_CHAT_ID
    ? createDailyDigestSender({
        token: config.MESSENGER_BOT_TOKEN,
        apiRoot: config.TELEGRAM_API_ROOT,
        staffChatId: config.STOREFRONT_STAFF_CHAT_ID,
        reports: analytics.reports,
        sql: analytics.database.sql,
        now: Date.now,
      })
    : undefined;
const embeddedJobs = redisJobs
  ? null
  : createEmbeddedJobQueue({
      logger,
      jobs: metrics.jobs,
      handlers: createStorefrontJobHandlers({
        logger,
        relayChatMessage: (id) => relayChatMessage?.(id) ?? Promise.resolve(),
        ...(digest ? { sendDailyDigest: async () => void (await digest()) } : {}),
      }),
    });
// With REDIS_URL the worker process schedules the digest; here it goes through the embedded queue (retried).
if (embeddedJobs && digest) {
  const daily = scheduleDaily(config.STOREFRONT_DIGEST_HOUR_UTC, () =>
    embeddedJobs.enqueue("analytics_digest", {}),
  );
  stops.push(() => daily.stop());
}
const jobs = (redisJobs ?? embeddedJobs) as JobQueue;
// Rate limits and failed sign-ins count in Redis with REDIS_URL, so every storefront process shares them.
const counter = config.REDIS_URL ? createRedisCounter(config.REDIS_URL, logger) : createMemoryCounter();
const platformSecret = config.JWT_SECRET ?? loadOrCreateJwtSecret(config.DATA_DIR);
const platform = createStorefrontPlatform({
  database,
  counter,
  signingKey: storefrontSigningKey(platformSecret),
  config,
  jobs,
  logger,
});
if (config.MESSENGER_BOT_TOKEN && config.STOREFRONT_STAFF_CHAT_ID)
  relayChatMessage = createTelegramRelay({
    token: config.MESSENGER_BOT_TOKEN,
    apiRoot: config.TELEGRAM_API_ROOT,
    staffChatId: config.STOREFRONT_STAFF_CHAT_ID,
    chat: platform.chat,
  });
const PORTS: Record<BackendServiceName, number> = {
  auth: config.AUTH_PORT,
  user: config.USER_PORT,
  product: config.PRODUCT_PORT,
  order: config.ORDER_PORT,
  review: config.REVIEW_PORT,
  chat: config.CHAT_PORT,
};
const memoryStore = memoryStoreCheck(redisJobs ? () => redisJobs.ping() : null);
const worker = workerCheck(
  async () => (redisJobs ? redisJobs.heartbeat() : (embeddedJobs?.heartbeat() ?? null)),
  config.STOREFRONT_WORKER_STALE_SECONDS,
);
const messengerBot = messengerBotCheck(config.MESSENGER_BOT_TOKEN, config.TELEGRAM_API_ROOT);
/** Beyond its database, what each service depends on (see storefront/README.md, Dependency health). */
const EXTRA_CHECKS: Record<BackendServiceName, HealthCheck[]> = {
  auth: [],
  user: [],
  product: [],
  review: [],
  order: [memoryStore, worker],
  chat: [memoryStore, worker, ...(config.MESSENGER_BOT_TOKEN ? [messengerBot] : [])],
};
for (const name of Object.keys(PORTS) as BackendServiceName[]) {
  if (!services.has(name)) continue;
  const app = await createBackendServiceApp(name, {
    platform,
    config,
    logger,
    checks: EXTRA_CHECKS[name],
    observability,
  });
  if (name === "product")
    await app.register(shopRoutes(bundles, () => ({ ...PORTS, analytics: config.ANALYTICS_PORT })));
  await app.listen({ host: config.STOREFRONT_HOST, port: PORTS[name] });
  apps.push(app);
}

if (services.has("admin")) {
  const gateway =
    analytics !== null
      ? staticAnalyticsGateway(analytics)
      : createAnalyticsGateway({
          enabled: config.ANALYTICS_ENABLED,
          open: () => openAnalyticsModule(analyticsAt),
          onOpenError: (err) => logger.error({ err }, "the analytics database cannot be opened"),
        });
  const app = await createAdminApp({
    auth: platform.auth,
    authenticator: platform.authenticator,
    chat: platform.chat,
    checks: [
      ...(config.MESSENGER_BOT_TOKEN ? [messengerBot] : []),
      // Only the services this process started: `--service admin` alone stays healthy on its own.
      ...siblingHealthChecks(
        config,
        Object.fromEntries(
          Object.entries({ ...PORTS, analytics: config.ANALYTICS_PORT }).filter(([name]) =>
            services.has(name as BackendServiceName | "analytics"),
          ),
        ),
      ),
    ],
    analytics: gateway,
    config,
    counter: platform.counter,
    logger,
    bundles,
    privacyKey: privacyLogKey(platformSecret),
  });
  await app.listen({ host: config.STOREFRONT_HOST, port: config.ADMIN_PORT });
  apps.push(app);
}

if (apps.length === 0) {
  logger.fatal("no storefront service could start");
  process.exit(1);
}
// Build the browser bundles now rather than on the first request.
void Promise.all([bundles.sdk(), bundles.dashboardScript(), bundles.shopScript()]).catch((err) =>
  logger.error({ err }, "browser bundles failed to build"),
);

onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await drain.start();
  await Promise.all(apps.map((app) => app.close()));
  for (const stop of stops) await stop();
  embeddedJobs?.stop();
  await redisJobs?.close();
  await analytics?.close();
  await database.close();
  await counter.close();
});
