import { join } from "node:path";
import type { Config } from "../../src/config.ts";
import {
  type AnalyticsDatabase,
  migrateAnalyticsDatabase,
  openAnalyticsDatabase,
} from "./db/open-analytics-database.ts";
import { createIngestService } from "./events/ingest-service.ts";
import { createUserAgentClassifier } from "./events/user-agent.ts";
import { createReportService } from "./reports/report-service.ts";
import { type PurgeProgress, type PurgeResult, purgeOldEvents } from "./retention/purge-old-events.ts";
import { createRollupWorker } from "./rollups/rollup-worker.ts";

export interface AnalyticsModuleOptions {
  readonly file: string;
  /** Milliseconds since the epoch; injected so tests and the seeder control time. */
  readonly now?: () => number;
  readonly onWorkerError?: (error: unknown) => void;
}

export type AnalyticsModule = Awaited<ReturnType<typeof openAnalyticsModule>>;

/** Where the analytics database lives: its own variable, else DATA_DIR/analytics.db. */
export function analyticsDatabaseFile(config: Pick<Config, "ANALYTICS_DATABASE_FILE" | "DATA_DIR">): string {
  return config.ANALYTICS_DATABASE_FILE ?? join(config.DATA_DIR, "analytics.db");
}

/** Opens and migrates the analytics database and wires ingest, the rollup worker, reports and purge. */
export async function openAnalyticsModule({ file, now = Date.now, onWorkerError }: AnalyticsModuleOptions) {
  const database: AnalyticsDatabase = openAnalyticsDatabase(file);
  try {
    await migrateAnalyticsDatabase(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  const { sqlite } = database;
  const worker = createRollupWorker({ sqlite, onError: onWorkerError });
  return {
    database,
    now,
    ingest: createIngestService({ sqlite, now, classifyUserAgent: createUserAgentClassifier() }),
    worker,
    reports: createReportService(sqlite, now),
    /** Deletes events older than `days` days and the rollups only they fed. */
    purge(days: number, onProgress?: (progress: PurgeProgress) => void): Promise<PurgeResult> {
      return purgeOldEvents(sqlite, { days, now: now(), onProgress });
    },
    /** Stops the worker and closes the database; batches not yet folded in wait for the next start. */
    async close(): Promise<void> {
      await worker.stop();
      await database.close();
    },
  };
}
