import type { Logger } from "pino";
import type { HardeningConfig } from "../../http/hardening.ts";
import type { Core } from "../../src/core.ts";
import type { BrowserBundles } from "../browser-bundles.ts";
import { createServiceApp } from "../create-service-app.ts";
import { adminAuthRoutes } from "./admin-auth-routes.ts";
import type { AnalyticsGateway } from "./analytics-gateway.ts";
import { dashboardRoutes } from "./dashboard-routes.ts";
import { opsHealthRoutes } from "./ops-health-routes.ts";
import { reportRoutes } from "./report-routes.ts";

export interface AdminAppDeps {
  readonly core: Core;
  readonly analytics: AnalyticsGateway;
  readonly config: HardeningConfig;
  readonly logger: Logger;
  readonly bundles: BrowserBundles;
}

/** The admin service (port 8006): health, staff sign-in, web analytics reports and the dashboard page. */
export async function createAdminApp({ core, analytics, config, logger, bundles }: AdminAppDeps) {
  const app = await createServiceApp({
    service: "admin",
    logger,
    trustProxy: config.TRUST_PROXY,
    hardening: config,
    counter: core.counter,
    bodyLimit: 16 * 1024,
    openapiPath: "/api/admin/openapi.json",
    title: "Storefront admin service",
    description:
      "Staff-only web analytics reports over the storefront's first-party visit events. Errors are application/problem+json with a stable `code`.",
  });
  await app.register(opsHealthRoutes());
  await app.register(adminAuthRoutes(core));
  await app.register(reportRoutes(core, analytics));
  await app.register(dashboardRoutes(bundles));
  return app;
}

export type AdminApp = Awaited<ReturnType<typeof createAdminApp>>;
