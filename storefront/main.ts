import { capYoungGeneration, limitHeapGrowth } from "../platform/heap-growth.ts";
import { loadConfigOrExit } from "../platform/load-config.ts";
import { createLogger } from "../platform/logger.ts";
import { onShutdown } from "../platform/shutdown.ts";
import { openPlatform } from "./boot/open-platform.ts";
import { startAdminService } from "./boot/start-admin.ts";
import { startAnalyticsService } from "./boot/start-analytics.ts";
import { startBackendServices } from "./boot/start-backend-services.ts";
import { startJobs } from "./boot/start-jobs.ts";
import { createStorefrontProcess } from "./boot/storefront-process.ts";
import { warmBrowserBundles } from "./browser-bundles.ts";
import { parseStorefrontConfig } from "./config.ts";
import { serviceArgsOrExit } from "./service-args.ts";

/**
 * `npm run storefront [-- --service NAME[,NAME]]`: the storefront platform's
 * services in one process, each its own Fastify app on its own port. The
 * analytics service also runs the rollup worker and the daily purge. Its
 * configuration is the storefront's (shared variables and its own, in
 * storefront/config.ts), parsed once here: a bad value stops it, exit 78.
 */
const config = loadConfigOrExit(process.env, parseStorefrontConfig);
limitHeapGrowth(config.HEAP_GROWING_PERCENT);
capYoungGeneration(config.YOUNG_GENERATION_MAX_MB);
const services = serviceArgsOrExit(process.argv.slice(2));
const logger = createLogger({ level: config.LOG_LEVEL, format: config.LOG_FORMAT });
const proc = createStorefrontProcess(config, services, logger);
const analyticsService = services.has("analytics") ? await startAnalyticsService(proc) : null;
const analytics = analyticsService?.module ?? null;
const opened = await openPlatform(proc, analytics);
const apps = [
  ...(analyticsService ? [analyticsService.app] : []),
  ...(await startBackendServices(proc, opened)),
  ...(services.has("admin") ? [await startAdminService(proc, opened, analytics)] : []),
];
if (apps.length === 0) {
  logger.fatal("no storefront service could start");
  process.exit(1);
}
const jobs = startJobs(proc, analytics, opened);
warmBrowserBundles(proc.bundles, logger);

onShutdown(logger, config.SHUTDOWN_TIMEOUT_MS, async () => {
  await proc.drain.start();
  await Promise.all(apps.map((app) => app.close()));
  await jobs.stop();
  await opened.close();
  await analytics?.close();
});
