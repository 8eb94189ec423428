import type { FastifyInstance } from "fastify";
import { loadConfigOrExit, onShutdown, openCore } from "../src/boot.ts";
import { createLogger } from "../src/logger.ts";
import { createAnalyticsGateway, staticAnalyticsGateway } from "./admin/analytics-gateway.ts";
import { createAdminApp } from "./admin/create-admin-app.ts";
import {
  type AnalyticsModule,
  analyticsLocation,
  openAnalyticsModule,
} from "./analytics/analytics-module.ts";
import { createAnalyticsApp } from "./analytics/create-analytics-app.ts";
import { createBrowserBundles } from "./browser-bundles.ts";
import { scheduleDaily } from "./daily-schedule.ts";
import { parseServiceArgs } from "./service-args.ts";

/**
 * `npm run storefront [-- --service analytics|admin]`: the storefront
 * platform's services in one process, each on its own port. The analytics
 * service also runs the rollup worker and the daily purge.
 */
const config = loadConfigOrExit(process.env);
let services: ReturnType<typeof parseServiceArgs>;
try {
  services = parseServiceArgs(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`Usage: ${(error as Error).message}\n`);
  process.exit(64);
}

const logger = createLogger(config.LOG_LEVEL);
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
        onWorkerError: (err) => logger.error({ err }, "analytics rollup drain failed"),
      });
      const app = await createAnalyticsApp({ analytics, config, logger, bundles });
      await app.listen({ host: config.STOREFRONT_HOST, port: config.ANALYTICS_PORT });
      apps.push(app);
      analytics.worker.start(config.ANALYTICS_ROLLUP_INTERVAL_MS);
      const module = analytics;
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
    } catch (err) {
      logger.error({ err }, "the analytics service could not start");
      await analytics?.close();
      analytics = null;
    }
  }
}

let closeCore: (() => Promise<void>) | undefined;
if (services.has("admin")) {
  const core = await openCore(config, logger);
  closeCore = () => core.close();
  const gateway =
    analytics !== null
      ? staticAnalyticsGateway(analytics)
      : createAnalyticsGateway({
          enabled: config.ANALYTICS_ENABLED,
          open: () => openAnalyticsModule(analyticsAt),
          onOpenError: (err) => logger.error({ err }, "the analytics database cannot be opened"),
        });
  const app = await createAdminApp({ core, analytics: gateway, config, logger, bundles });
  await app.listen({ host: config.STOREFRONT_HOST, port: config.ADMIN_PORT });
  apps.push(app);
}

if (apps.length === 0) {
  logger.fatal("no storefront service could start");
  process.exit(1);
}
// Build the browser bundles now rather than on the first request.
void Promise.all([bundles.sdk(), bundles.dashboardScript()]).catch((err) =>
  logger.error({ err }, "browser bundles failed to build"),
);

onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await Promise.all(apps.map((app) => app.close()));
  for (const stop of stops) await stop();
  await analytics?.close();
  await closeCore?.();
});
