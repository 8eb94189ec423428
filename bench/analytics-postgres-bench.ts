import { randomBytes } from "node:crypto";
import { createPostgresPool } from "../platform/db/postgres-pool.ts";
import { BATCH_SIZE, batchRequest, ingestBodies } from "./analytics-ingest-requests.ts";
import { startStorefront } from "./analytics-storefront.ts";
import { type LoadResult, load } from "./load.ts";

export interface AnalyticsPostgresBenchResult {
  readonly baseline: LoadResult;
  readonly ingest: LoadResult & { readonly events_per_second: number; readonly ratio: number };
  /** Events in the analytics schema after the run: every acknowledged one is there. */
  readonly events_stored: number;
  readonly events_acknowledged: number;
}

/**
 * Analytics ingest on PostgreSQL (issue 11's target: ≥ 50,000 events/s): the
 * storefront process over a fresh database of its own, batches of 50 events,
 * against the same process's health route as the baseline.
 */
export async function runAnalyticsPostgresBench(
  databaseUrl: string,
  seconds: number,
  connections = 50,
): Promise<AnalyticsPostgresBenchResult> {
  const name = `bench_analytics_${randomBytes(3).toString("hex")}`;
  const admin = createPostgresPool({ connectionString: databaseUrl, max: 1 });
  await admin.query(`create database ${name}`);
  const own = new URL(databaseUrl);
  own.pathname = `/${name}`;
  const server = await startStorefront({ DATABASE_URL: own.toString(), ANALYTICS_ENABLED: "true" });
  try {
    const url = server.analytics;
    const baseline = await load("baseline: GET /api/analytics/health/ (PostgreSQL)", {
      url,
      seconds,
      connections,
      requests: [{ path: "/api/analytics/health/" }],
    });
    let acknowledged = 0;
    const batch = batchRequest(ingestBodies(), (status) => {
      if (status === 201) acknowledged += BATCH_SIZE;
    });
    const ingest = await load(`POST /api/analytics/events/batch/ (${BATCH_SIZE} events, PostgreSQL)`, {
      url,
      seconds,
      connections,
      requests: [batch],
    });
    const check = createPostgresPool({ connectionString: own.toString(), max: 1, schema: "analytics" });
    const { rows } = await check.query<{ n: number }>(
      "select coalesce(sum(event_count), 0) as n from event_batches",
    );
    await check.end();
    return {
      baseline,
      ingest: {
        ...ingest,
        events_per_second: Math.round(ingest.rps * BATCH_SIZE),
        ratio: Math.round((ingest.rps / baseline.rps) * 100) / 100,
      },
      events_stored: rows[0]?.n ?? 0,
      events_acknowledged: acknowledged,
    };
  } finally {
    await server.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
