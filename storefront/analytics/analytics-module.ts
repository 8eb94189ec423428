import { join } from "node:path";
import type { Metrics } from "../../platform/metrics.ts";
import type { StorefrontConfig } from "../config.ts";
import type { AnalyticsStore } from "./db/analytics-store.ts";
import { type AnalyticsLocation, openAnalyticsStore } from "./db/open-analytics-store.ts";
import { rollupLagSeconds } from "./db/rollup-lag-repository.ts";
import { createIngestService } from "./events/ingest-service.ts";
import { createUserAgentClassifier } from "./events/user-agent.ts";
import { privacyRepository } from "./privacy/privacy-repository.ts";
import { eraseUser, exportUser } from "./privacy/user-privacy.ts";
import { type ErasureAudit, eraseVisitor, exportVisitor } from "./privacy/visitor-privacy.ts";
import { createReportService } from "./reports/report-service.ts";
import { type PurgeProgress, type PurgeResult, purgeOldEvents } from "./retention/purge-old-events.ts";
import { createRollupWorker } from "./rollups/rollup-worker.ts";

export type AnalyticsModuleOptions = AnalyticsLocation & {
  /** Milliseconds since the epoch; injected so tests and the seeder control time. */
  readonly now?: () => number;
  readonly onWorkerError?: (error: unknown) => void;
  /** The process's series: events ingested, and the rollups' lag read on each scrape. */
  readonly metrics?: Metrics;
};

export type AnalyticsModule = Awaited<ReturnType<typeof openAnalyticsModule>>;

/**
 * Where the analytics data lives: the `analytics` schema of DATABASE_URL when
 * set, else its own SQLite file (ANALYTICS_DATABASE_FILE, else DATA_DIR/analytics.db).
 */
export function analyticsLocation(
  config: Pick<
    StorefrontConfig,
    "ANALYTICS_DATABASE_FILE" | "DATA_DIR" | "DATABASE_URL" | "DATABASE_POOL_SIZE"
  >,
): AnalyticsLocation {
  if (config.DATABASE_URL) return { databaseUrl: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE };
  return { file: config.ANALYTICS_DATABASE_FILE ?? join(config.DATA_DIR, "analytics.db") };
}

/** Opens and migrates the analytics store and wires ingest, the rollup worker, reports and purge. */
export async function openAnalyticsModule({
  now = Date.now,
  onWorkerError,
  metrics,
  ...location
}: AnalyticsModuleOptions) {
  const database: AnalyticsStore = await openAnalyticsStore(location);
  const worker = createRollupWorker({ store: database, onError: onWorkerError });
  metrics?.analyticsRollupLag(() => rollupLagSeconds(database.sql, now()));
  return {
    database,
    now,
    ingest: createIngestService({
      store: database,
      now,
      classifyUserAgent: createUserAgentClassifier(),
      ...(metrics ? { ingested: metrics.analyticsEventsIngested } : {}),
    }),
    worker,
    reports: createReportService({ sql: database.sql, engine: database.engine, now }),
    /** Export and erasure of one visitor's or one signed-in user's data, and the erasure log. */
    privacy: {
      exportVisitor: (visitorId: string) => exportVisitor(database, visitorId),
      eraseVisitor: (visitorId: string, audit: ErasureAudit) => eraseVisitor(database, visitorId, audit),
      exportUser: (userId: string) => exportUser(database, userId),
      eraseUser: (userId: string, audit: ErasureAudit) => eraseUser(database, userId, audit),
      erasures: (limit: number) => privacyRepository.erasures(database.sql, limit),
    },
    /**
     * Deletes events older than `days` days and the rollups only they fed;
     * undefined when another process is purging the same database right now.
     */
    purge(days: number, onProgress?: (progress: PurgeProgress) => void): Promise<PurgeResult | undefined> {
      return database.exclusive("purge", () =>
        purgeOldEvents(database.sql, { days, now: now(), onProgress }),
      );
    },
    /** Stops the worker and closes the database; batches not yet folded in wait for the next start. */
    async close(): Promise<void> {
      await worker.stop();
      await database.close();
    },
  };
}
