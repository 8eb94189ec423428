import type { FastifyInstance } from "fastify";
import { logFailure } from "../../platform/logger.ts";
import {
  type AnalyticsModule,
  analyticsLocation,
  openAnalyticsModule,
} from "../analytics/analytics-module.ts";
import { createAnalyticsApp } from "../analytics/create-analytics-app.ts";
import type { StorefrontProcess } from "./storefront-process.ts";

export interface StartedAnalytics {
  readonly module: AnalyticsModule;
  readonly app: FastifyInstance;
}

/**
 * Opens the analytics module and starts its service on ANALYTICS_PORT. Off
 * (ANALYTICS_ENABLED=false) or failing, it logs why and the other services
 * start without it: null.
 */
export async function startAnalyticsService(proc: StorefrontProcess): Promise<StartedAnalytics | null> {
  const { config, logger, metrics, bundles, observability } = proc;
  if (!config.ANALYTICS_ENABLED) {
    logger.warn("ANALYTICS_ENABLED=false: the analytics service is not started");
    return null;
  }
  let module: AnalyticsModule | undefined;
  try {
    module = await openAnalyticsModule({
      ...analyticsLocation(config),
      onWorkerError: (err) => logFailure(logger, err, {}, "analytics rollup drain failed"),
      metrics,
    });
    const app = await createAnalyticsApp({ analytics: module, config, logger, bundles, observability });
    await app.listen({ host: config.STOREFRONT_HOST, port: config.ANALYTICS_PORT });
    return { module, app };
  } catch (err) {
    logger.error({ err }, "the analytics service could not start");
    await module?.close();
    return null;
  }
}
