import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestContext } from "node:test";
import pino from "pino";
import { createAnalyticsGateway, staticAnalyticsGateway } from "../../storefront/admin/analytics-gateway.ts";
import type { AdminApp } from "../../storefront/admin/create-admin-app.ts";
import { createAdminService } from "../../storefront/admin-service.ts";
import { type AnalyticsModule, openAnalyticsModule } from "../../storefront/analytics/analytics-module.ts";
import { type AnalyticsApp, createAnalyticsApp } from "../../storefront/analytics/create-analytics-app.ts";
import type { AuthModule } from "../../storefront/auth/auth-module.ts";
import { createOrPromoteStaff } from "../../storefront/auth/staff-accounts.ts";
import { createBrowserBundles } from "../../storefront/browser-bundles.ts";
import { parseStorefrontConfig, type StorefrontConfig } from "../../storefront/config.ts";
import type { StorefrontPlatform } from "../../storefront/storefront-platform.ts";
import { createSettableClock, type SettableClock } from "./analytics/analytics-support.ts";
import { createTestPlatform } from "./platform-support.ts";

export const STAFF_EMAIL = "staff@shop.example";
export const STAFF_PASSWORD = "correct horse battery staple";
export const VISITOR = "5f0c8d2e-8a3b-4b8e-9d1c-1a2b3c4d5e6f";
export const BATCH_URL = "/api/analytics/events/batch/";
/** The test admin service's erasure-log key. */
export const PRIVACY_KEY = "test-privacy-key";

export interface TestStorefront {
  readonly analyticsApp: AnalyticsApp;
  readonly adminApp: AdminApp;
  /** Null when analytics is disabled or broken. */
  readonly analytics: AnalyticsModule | null;
  /** The storefront auth service's module (staff and customer accounts). */
  readonly auth: AuthModule;
  /** Every storefront module (chat, orders …) over the same test database. */
  readonly platform: StorefrontPlatform;
  readonly clock: SettableClock;
  readonly config: StorefrontConfig;
  /** Every log line both services wrote, parsed. */
  readonly logs: Record<string, unknown>[];
  /** Creates (or promotes) a staff account and returns its Authorization header. */
  staffAuthorization(email?: string): Promise<string>;
  /** Registers a non-staff account and returns its Authorization header. */
  userAuthorization(email: string): Promise<string>;
}

export interface TestStorefrontOptions {
  readonly env?: Record<string, string>;
  /** "broken": the admin service's analytics database cannot be opened. */
  readonly analytics?: "on" | "broken";
  /** The wall clock instead of the fixed test clock (a real browser sends real times). */
  readonly realTime?: boolean;
}

/** Both storefront services over in-memory databases, closed when the test ends. */
export async function createTestStorefront(
  t: TestContext,
  options: TestStorefrontOptions = {},
): Promise<TestStorefront> {
  const config = parseStorefrontConfig({
    ANALYTICS_DATABASE_FILE: ":memory:",
    ...options.env,
  });
  const clock = createSettableClock("2026-03-10T12:00:00Z");
  if (options.realTime) clock.now = Date.now;
  const { platform } = await createTestPlatform(t, {}, clock.now);
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => logs.push(JSON.parse(line)) });
  const analytics =
    config.ANALYTICS_ENABLED && options.analytics !== "broken"
      ? await openAnalyticsModule({ file: ":memory:", now: clock.now })
      : null;
  let gateway = staticAnalyticsGateway(analytics);
  if (options.analytics === "broken") {
    // A regular file where the database's directory should be: SQLite cannot open it.
    const dir = mkdtempSync(join(tmpdir(), "analytics-broken-"));
    writeFileSync(join(dir, "not-a-dir"), "");
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    gateway = createAnalyticsGateway({
      enabled: true,
      open: () => openAnalyticsModule({ file: join(dir, "not-a-dir", "analytics.db") }),
    });
  }
  const bundles = createBrowserBundles();
  const analyticsModule = analytics ?? (await openAnalyticsModule({ file: ":memory:", now: clock.now }));
  const analyticsApp = await createAnalyticsApp({ analytics: analyticsModule, config, logger, bundles });
  const adminApp = await createAdminService(platform, {
    analytics: gateway,
    config,
    logger,
    bundles,
    privacyKey: PRIVACY_KEY,
  });
  t.after(async () => {
    await analyticsApp.close();
    await adminApp.close();
    await analyticsModule.close();
  });

  async function login(email: string, password: string): Promise<string> {
    const res = await adminApp.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    return `Bearer ${(JSON.parse(res.body) as { access_token: string }).access_token}`;
  }

  return {
    analyticsApp,
    adminApp,
    analytics,
    auth: platform.auth,
    platform,
    clock,
    config,
    logs,
    async staffAuthorization(email = STAFF_EMAIL) {
      await createOrPromoteStaff(platform.database, email, async () => STAFF_PASSWORD, clock.now);
      return login(email, STAFF_PASSWORD);
    },
    async userAuthorization(email) {
      await platform.auth.register(email, STAFF_PASSWORD);
      const pair = await platform.auth.login(email, STAFF_PASSWORD);
      return `Bearer ${pair.access_token}`;
    },
  };
}

/** Parses a JSON response body. */
export function json<T = Record<string, unknown>>(res: { body: string }): T {
  return JSON.parse(res.body) as T;
}
