import { randomBytes } from "node:crypto";
import type { TestContext } from "node:test";
import pino from "pino";
import { createPostgresPool } from "../../platform/db/postgres-pool.ts";
import { createMetrics, type Metrics } from "../../platform/metrics.ts";
import { createMemoryCounter } from "../../platform/net/window-counter.ts";
import { type BackendServiceName, createBackendServiceApp } from "../../storefront/backend-apps.ts";
import { parseStorefrontConfig } from "../../storefront/config.ts";
import type { NewProduct } from "../../storefront/product/product-module.ts";
import { storefrontSigningKey } from "../../storefront/shared/access-tokens.ts";
import { createEmbeddedJobQueue, type EmbeddedJobQueue } from "../../storefront/shared/embedded-job-queue.ts";
import type { JobHandlers } from "../../storefront/shared/job-queue.ts";
import {
  openPostgresStorefrontDatabase,
  openSqliteStorefrontDatabase,
  type StorefrontDatabase,
} from "../../storefront/shared/storefront-database.ts";
import {
  createStorefrontPlatform,
  migrateStorefront,
  type StorefrontPlatform,
} from "../../storefront/storefront-platform.ts";
import { TEST_JWT_SECRET } from "../support/test-app.ts";
import { ownDatabase, TEST_DATABASE_URL } from "../support/test-store.ts";

export const PASSWORD = "correct horse battery staple";

/** A migrated storefront database on the suite's engine (a schema of its own on PostgreSQL), removed after `t`. */
export async function openTestStorefrontDatabase(t: TestContext): Promise<StorefrontDatabase> {
  let database: StorefrontDatabase;
  if (!TEST_DATABASE_URL) database = openSqliteStorefrontDatabase(":memory:");
  else {
    const url = await ownDatabase(TEST_DATABASE_URL);
    const schema = `storefront_${randomBytes(6).toString("hex")}`;
    database = await openPostgresStorefrontDatabase(url, schema, 8);
    t.after(async () => {
      const admin = createPostgresPool({ connectionString: url, max: 1 });
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    });
  }
  t.after(() => database.close());
  await migrateStorefront(database);
  return database;
}

/** Every backend service, in port order. */
export const BACKEND_SERVICES: readonly BackendServiceName[] = [
  "auth",
  "user",
  "product",
  "order",
  "review",
  "chat",
];

export interface TestPlatform {
  readonly platform: StorefrontPlatform;
  readonly jobs: EmbeddedJobQueue;
  /** The series the job queue counts into. */
  readonly metrics: Metrics;
  /** What the job handlers saw, by job name. */
  readonly handled: { name: string; payload: unknown }[];
  /** A backend service's app (built once, closed after the test). */
  app(name: BackendServiceName): ReturnType<typeof createBackendServiceApp>;
  /** Registers and signs in a customer; returns the Authorization header and the account id. */
  customer(email?: string): Promise<{ authorization: string; accountId: string }>;
  /** Adds products. */
  stock(...products: Partial<NewProduct>[]): Promise<void>;
}

/** The storefront's modules over a test database, with an embedded job queue recording what ran. */
export async function createTestPlatform(
  t: TestContext,
  handlers: Partial<JobHandlers> = {},
  now: () => number = Date.now,
): Promise<TestPlatform> {
  const config = parseStorefrontConfig({
    ANALYTICS_DATABASE_FILE: ":memory:",
    LOG_LEVEL: "silent",
  });
  const logger = pino({ level: "silent" });
  const database = await openTestStorefrontDatabase(t);
  const handled: { name: string; payload: unknown }[] = [];
  const record = (name: string) => async (payload: unknown) => {
    handled.push({ name, payload });
  };
  const metrics = createMetrics();
  const jobs = createEmbeddedJobQueue({
    logger,
    jobs: metrics.jobs,
    backoffMs: 1,
    attempts: 3,
    handlers: {
      order_confirmation: record("order_confirmation"),
      chat_relay: record("chat_relay"),
      analytics_purge: record("analytics_purge"),
      analytics_digest: record("analytics_digest"),
      ...handlers,
    },
  });
  t.after(() => jobs.stop());
  const platform = createStorefrontPlatform({
    database,
    signingKey: storefrontSigningKey(TEST_JWT_SECRET),
    config,
    jobs,
    counter: createMemoryCounter(),
    logger,
    now,
  });
  const apps = new Map<BackendServiceName, ReturnType<typeof createBackendServiceApp>>();
  let counter = 0;
  return {
    platform,
    jobs,
    metrics,
    handled,
    app(name) {
      let app = apps.get(name);
      if (!app) {
        app = createBackendServiceApp(name, { platform, config, logger });
        apps.set(name, app);
        const built = app;
        t.after(async () => (await built).close());
      }
      return app;
    },
    async customer(email = `buyer${++counter}-${randomBytes(3).toString("hex")}@shop.example`) {
      const account = await platform.auth.register(email, PASSWORD);
      const pair = await platform.auth.login(email, PASSWORD);
      return { authorization: `Bearer ${pair.access_token}`, accountId: account.id };
    },
    async stock(...products) {
      await platform.products.upsert(
        products.map((p, i) => ({
          id: p.id ?? `product-${i + 1}`,
          name: p.name ?? `Product ${i + 1}`,
          description: p.description ?? "A fine thing.",
          category: p.category ?? "dice",
          price_cents: p.price_cents ?? 1000,
          currency: p.currency ?? "EUR",
          stock: p.stock ?? 10,
        })),
      );
    },
  };
}
