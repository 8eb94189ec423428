import type { Logger } from "pino";
import type { AnalyticsModule } from "../analytics/analytics-module.ts";
import { scheduleDaily } from "../daily-schedule.ts";
import type { OpenPlatform } from "./open-platform.ts";
import type { StorefrontProcess } from "./storefront-process.ts";

/** The daily purge of old analytics events, logged; a failure waits for the next day. */
async function purgeOldEvents(analytics: AnalyticsModule, days: number, logger: Logger): Promise<void> {
  try {
    const result = await analytics.purge(days);
    if (result) logger.info({ purge: result }, "purged old analytics events");
    else logger.info("another storefront process is purging analytics events");
  } catch (err) {
    logger.error({ err }, "analytics purge failed");
  }
}

/**
 * Starts what runs on a clock in this process: the analytics rollup worker,
 * and, without REDIS_URL, the daily purge and the daily digest (with it, the
 * worker process schedules both). Returns the stop of its schedules.
 */
export function startJobs(proc: StorefrontProcess, analytics: AnalyticsModule | null, opened: OpenPlatform) {
  const { config, logger } = proc;
  const schedules: ReturnType<typeof scheduleDaily>[] = [];
  if (analytics) {
    analytics.worker.start(config.ANALYTICS_ROLLUP_INTERVAL_MS);
    if (!config.REDIS_URL)
      schedules.push(
        scheduleDaily(config.ANALYTICS_PURGE_HOUR_UTC, () =>
          purgeOldEvents(analytics, config.ANALYTICS_RETENTION_DAYS, logger),
        ),
      );
  }
  const { embedded } = opened.jobs;
  // The digest goes through the embedded queue, so a failed send is retried.
  if (embedded && opened.digest)
    schedules.push(
      scheduleDaily(config.STOREFRONT_DIGEST_HOUR_UTC, () => embedded.enqueue("analytics_digest", {})),
    );
  return {
    async stop(): Promise<void> {
      for (const schedule of schedules) await schedule.stop();
    },
  };
}
