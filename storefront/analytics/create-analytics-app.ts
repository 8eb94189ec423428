import type { Logger } from "pino";
import type { HardeningConfig } from "../../http/hardening.ts";
import { type ObservabilityOptions, observabilityPlugin } from "../../http/observability.ts";
import type { BrowserBundles } from "../browser-bundles.ts";
import type { StorefrontConfig } from "../config.ts";
import { createServiceApp } from "../create-service-app.ts";
import { analyticsHealthRoutes } from "./analytics-health-routes.ts";
import { ANALYTICS_LIMITS } from "./analytics-limits.ts";
import type { AnalyticsModule } from "./analytics-module.ts";
import { ingestRoutes } from "./ingest-routes.ts";
import { sdkRoutes } from "./sdk-routes.ts";

export interface AnalyticsAppDeps {
  readonly analytics: AnalyticsModule;
  readonly config: HardeningConfig &
    Pick<StorefrontConfig, "ANALYTICS_INTERNAL_ALLOWLIST" | "ANALYTICS_ALLOWED_ORIGINS">;
  readonly logger: Logger;
  readonly bundles: BrowserBundles;
  /** /livez, /readyz (ready while the analytics database answers) and /metrics, when the process serves them. */
  readonly observability?: Omit<ObservabilityOptions, "ready">;
}

/** The analytics service (port 8008): health, event ingest, the SDK and its OpenAPI document. */
export async function createAnalyticsApp({
  analytics,
  config,
  logger,
  bundles,
  observability,
}: AnalyticsAppDeps) {
  const app = await createServiceApp({
    service: "analytics",
    logger,
    trustProxy: config.TRUST_PROXY,
    hardening: config,
    bodyLimit: ANALYTICS_LIMITS.maxBatchBytes,
    openapiPath: "/api/analytics/openapi.json",
    title: "Storefront analytics service",
    description:
      "First-party visit events sent by the browser SDK after cookie consent. Errors are application/problem+json with a stable `code`.",
    plainJsonParsing: true,
  });
  if (observability)
    await app.register(observabilityPlugin({ ...observability, ready: () => analytics.database.ping() }));
  await app.register(analyticsHealthRoutes(analytics, config.ANALYTICS_INTERNAL_ALLOWLIST));
  await app.register(ingestRoutes(analytics, config.ANALYTICS_ALLOWED_ORIGINS));
  await app.register(sdkRoutes(bundles));
  return app;
}

export type AnalyticsApp = Awaited<ReturnType<typeof createAnalyticsApp>>;
