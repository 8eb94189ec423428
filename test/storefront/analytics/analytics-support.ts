import { randomBytes } from "node:crypto";
import type { TestContext } from "node:test";
import { createPostgresPool } from "../../../platform/db/postgres-pool.ts";
import type { Metrics } from "../../../platform/metrics.ts";
import { type AnalyticsModule, openAnalyticsModule } from "../../../storefront/analytics/analytics-module.ts";
import type { EventBatchEnvelope } from "../../../storefront/analytics/events/event-schemas.ts";
import type { IngestResult } from "../../../storefront/analytics/events/ingest-service.ts";
import { ownDatabase, TEST_DATABASE_URL } from "../../support/test-store.ts";

export const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
export const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
export const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** A clock tests set to any instant. */
export interface SettableClock {
  now: () => number;
  set(iso: string | number): void;
}

/** A clock starting at `start`. */
export function createSettableClock(start: string): SettableClock {
  let t = Date.parse(start);
  return {
    now: () => t,
    set: (at) => {
      t = typeof at === "number" ? at : Date.parse(at);
    },
  };
}

export interface TestAnalytics {
  readonly analytics: AnalyticsModule;
  readonly clock: SettableClock;
  /** Ingests one batch at the time of its last event (so no clamping happens). */
  send(
    batch: Partial<EventBatchEnvelope> & { events: unknown[] },
    options?: SendOptions,
  ): Promise<IngestResult>;
}

export interface SendOptions {
  readonly userAgent?: string;
  readonly origin?: string;
  /** Arrival time; defaults to the latest event `ts`. */
  readonly at?: string;
}

/** Builds an event time from a day and a time of day, e.g. at("2026-03-02", "09:03"). */
export function at(day: string, time: string): number {
  return Date.parse(`${day}T${time.length === 5 ? `${time}:00` : time}Z`);
}

/**
 * An analytics module on the suite's engine: a fresh in-memory SQLite
 * database, or with DATABASE_URL a fresh PostgreSQL schema that `close()`
 * drops (CI's second pass); reporting into `metrics` when given.
 */
export async function openTestAnalytics(now: () => number, metrics?: Metrics): Promise<AnalyticsModule> {
  const observed = metrics ? { metrics } : {};
  if (!TEST_DATABASE_URL) return openAnalyticsModule({ file: ":memory:", now, ...observed });
  const databaseUrl = await ownDatabase(TEST_DATABASE_URL);
  const schema = `analytics_${randomBytes(6).toString("hex")}`;
  const analytics = await openAnalyticsModule({ databaseUrl, schema, poolSize: 4, now, ...observed });
  return {
    ...analytics,
    async close() {
      await analytics.close();
      const admin = createPostgresPool({ connectionString: databaseUrl, max: 1 });
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/** Rows of an analytics table, optionally only those `where` (SQL both engines read) selects. */
export async function countRows(analytics: AnalyticsModule, table: string, where = "1 = 1"): Promise<number> {
  const [row] = await analytics.database.sql.all<{ n: number }>(
    `select count(*) as n from ${table} where ${where}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * An analytics module on the suite's engine, closed when the test ends; a
 * suite passes null and closes it in its own `after` hook.
 */
export async function createTestAnalytics(
  t: Pick<TestContext, "after"> | null,
  start = "2026-03-02T00:00:00Z",
): Promise<TestAnalytics> {
  const clock = createSettableClock(start);
  const analytics = await openTestAnalytics(clock.now);
  t?.after(() => analytics.close());
  return {
    analytics,
    clock,
    send(batch, options = {}) {
      const times = batch.events
        .map((e) => (e as { ts?: number }).ts)
        .filter((ts): ts is number => typeof ts === "number");
      clock.set(options.at ?? (times.length ? Math.max(...times) : clock.now()));
      return analytics.ingest.ingest(
        {
          visitor_id: "00000000-0000-4000-8000-000000000000",
          consent: "granted",
          viewport: { width: 1280, height: 800 },
          ...batch,
        } as EventBatchEnvelope,
        { userAgent: options.userAgent ?? CHROME_LINUX, origin: options.origin },
      );
    },
  };
}
