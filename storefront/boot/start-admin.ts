import type { FastifyInstance } from "fastify";
import { createAnalyticsGateway, staticAnalyticsGateway } from "../admin/analytics-gateway.ts";
import { createAdminService } from "../admin-service.ts";
import {
  type AnalyticsModule,
  analyticsLocation,
  openAnalyticsModule,
} from "../analytics/analytics-module.ts";
import { siblingHealthChecks } from "../backend-apps.ts";
import type { StorefrontServiceName } from "../create-service-app.ts";
import type { OpenPlatform } from "./open-platform.ts";
import { backendPorts } from "./start-backend-services.ts";
import type { StorefrontProcess } from "./storefront-process.ts";

/** The reports' way to analytics: the module this process runs, or one opened on first use. */
function analyticsGateway(proc: StorefrontProcess, analytics: AnalyticsModule | null) {
  if (analytics !== null) return staticAnalyticsGateway(analytics);
  const { config, logger } = proc;
  return createAnalyticsGateway({
    enabled: config.ANALYTICS_ENABLED,
    open: () => openAnalyticsModule(analyticsLocation(config)),
    onOpenError: (err) => logger.error({ err }, "the analytics database cannot be opened"),
  });
}

/** The ports of the other services asked for: `--service admin` alone stays healthy on its own. */
function siblingPorts(proc: StorefrontProcess) {
  const ports = { ...backendPorts(proc.config), analytics: proc.config.ANALYTICS_PORT };
  return Object.fromEntries(
    Object.entries(ports).filter(([name]) => proc.services.has(name as StorefrontServiceName)),
  );
}

/** Starts the admin service on ADMIN_PORT: staff sign-in, reports, dashboard, privacy and staff chat. */
export async function startAdminService(
  proc: StorefrontProcess,
  opened: OpenPlatform,
  analytics: AnalyticsModule | null,
): Promise<FastifyInstance> {
  const { config, logger, bundles } = proc;
  const app = await createAdminService(opened.platform, {
    checks: [
      ...(opened.messengerBot ? [opened.messengerBot] : []),
      ...siblingHealthChecks(config, siblingPorts(proc)),
    ],
    analytics: analyticsGateway(proc, analytics),
    config,
    logger,
    bundles,
    privacyKey: opened.privacyKey,
  });
  await app.listen({ host: config.STOREFRONT_HOST, port: config.ADMIN_PORT });
  return app;
}
