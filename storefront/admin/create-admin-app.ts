import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Logger } from "pino";
import type { HardeningConfig } from "../../http/hardening.ts";
import type { WindowCounter } from "../../platform/net/window-counter.ts";
import type { AuthModule } from "../auth/auth-public.ts";
import type { BrowserBundles } from "../browser-bundles.ts";
import { createServiceApp } from "../create-service-app.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { HealthCheck } from "../shared/health.ts";
import { adminAuthRoutes } from "./admin-auth-routes.ts";
import type { AnalyticsGateway } from "./analytics-gateway.ts";
import { dashboardRoutes } from "./dashboard-routes.ts";
import { erasureRoutes } from "./erasure-routes.ts";
import { opsHealthRoutes } from "./ops-health-routes.ts";
import { privacyRoutes } from "./privacy-routes.ts";
import { reportRoutes } from "./report-routes.ts";

export interface AdminAppDeps {
  readonly auth: AuthModule;
  readonly authenticator: Authenticator;
  /** The chat service's routes for staff, served under /api/admin/chat (built where the services are wired). */
  readonly staffChat: FastifyPluginAsyncTypebox;
  /** Its own dependencies and the other services' health routes. */
  readonly checks?: readonly HealthCheck[];
  readonly analytics: AnalyticsGateway;
  readonly config: HardeningConfig;
  /** Where rate limits count (Redis with REDIS_URL). */
  readonly counter: WindowCounter;
  readonly logger: Logger;
  readonly bundles: BrowserBundles;
  /** The erasure log's HMAC key (`privacyLogKey(JWT_SECRET)`). */
  readonly privacyKey: string;
}

/** The admin service (port 8006): health, staff sign-in, web analytics reports and the dashboard page. */
export async function createAdminApp({
  auth,
  authenticator,
  staffChat,
  checks = [],
  analytics,
  config,
  counter,
  logger,
  bundles,
  privacyKey,
}: AdminAppDeps) {
  const app = await createServiceApp({
    service: "admin",
    logger,
    trustProxy: config.TRUST_PROXY,
    hardening: config,
    counter,
    bodyLimit: 16 * 1024,
    openapiPath: "/api/admin/openapi.json",
    title: "Storefront admin service",
    description:
      "Staff-only web analytics reports over the storefront's first-party visit events. Errors are application/problem+json with a stable `code`.",
  });
  await app.register(opsHealthRoutes(checks));
  await app.register(adminAuthRoutes(auth));
  await app.register(reportRoutes(authenticator, analytics));
  await app.register(privacyRoutes({ authenticator, gateway: analytics, privacyKey }));
  await app.register(erasureRoutes({ authenticator, gateway: analytics, privacyKey }));
  await app.register(staffChat);
  await app.register(dashboardRoutes(bundles));
  return app;
}

export type AdminApp = Awaited<ReturnType<typeof createAdminApp>>;
