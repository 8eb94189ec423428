import type { Logger } from "pino";
import { createMetrics } from "../../platform/metrics.ts";
import { createDrain } from "../../platform/shutdown.ts";
import { createBrowserBundles } from "../browser-bundles.ts";
import type { StorefrontConfig } from "../config.ts";
import type { StorefrontServiceName } from "../create-service-app.ts";

/**
 * What every part of `npm run storefront` shares: the parsed config, the
 * services asked for, the logger, the shutdown drain, one metrics registry
 * (every listener serves /livez, /readyz and /metrics from it) and the
 * browser bundles.
 */
export function createStorefrontProcess(
  config: StorefrontConfig,
  services: ReadonlySet<StorefrontServiceName>,
  logger: Logger,
) {
  const drain = createDrain(config.SHUTDOWN_DRAIN_MS);
  const metrics = createMetrics(config.METRICS_ENABLED);
  return {
    config,
    services,
    logger,
    drain,
    metrics,
    observability: { metrics, allowlist: config.METRICS_ALLOWLIST, draining: drain.draining },
    bundles: createBrowserBundles(),
  };
}

export type StorefrontProcess = ReturnType<typeof createStorefrontProcess>;
