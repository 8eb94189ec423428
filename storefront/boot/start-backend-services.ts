import type { FastifyInstance } from "fastify";
import { type BackendServiceName, createBackendServiceApp } from "../backend-apps.ts";
import type { StorefrontConfig } from "../config.ts";
import type { HealthCheck } from "../shared/health.ts";
import { shopRoutes } from "../shop/shop-routes.ts";
import type { OpenPlatform } from "./open-platform.ts";
import type { StorefrontProcess } from "./storefront-process.ts";

/** The port each backend service listens on. */
export function backendPorts(config: StorefrontConfig): Record<BackendServiceName, number> {
  return {
    auth: config.AUTH_PORT,
    user: config.USER_PORT,
    product: config.PRODUCT_PORT,
    order: config.ORDER_PORT,
    review: config.REVIEW_PORT,
    chat: config.CHAT_PORT,
  };
}

/** Beyond its database, what each service depends on (see storefront/README.md, Dependency health). */
function extraChecks(opened: OpenPlatform): Record<BackendServiceName, readonly HealthCheck[]> {
  const jobs = opened.jobs.checks;
  return {
    auth: [],
    user: [],
    product: [],
    review: [],
    order: jobs,
    chat: [...jobs, ...(opened.messengerBot ? [opened.messengerBot] : [])],
  };
}

/** Starts each backend service asked for on its port; the product service also serves the shop. */
export async function startBackendServices(
  proc: StorefrontProcess,
  opened: OpenPlatform,
): Promise<FastifyInstance[]> {
  const { config, logger, observability } = proc;
  const ports = backendPorts(config);
  const checks = extraChecks(opened);
  const apps: FastifyInstance[] = [];
  for (const name of Object.keys(ports) as BackendServiceName[]) {
    if (!proc.services.has(name)) continue;
    const deps = { platform: opened.platform, config, logger, checks: checks[name], observability };
    const app = await createBackendServiceApp(name, deps);
    if (name === "product")
      await app.register(shopRoutes(proc.bundles, () => ({ ...ports, analytics: config.ANALYTICS_PORT })));
    await app.listen({ host: config.STOREFRONT_HOST, port: ports[name] });
    apps.push(app);
  }
  return apps;
}
