import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { bundleSdk } from "../storefront/build-browser.mjs";
import { BATCH_SIZE, batchRequest, ingestBodies } from "./analytics-ingest-requests.ts";
import { type ReportTiming, timeReports } from "./analytics-report-timing.ts";
import { startStorefront } from "./analytics-storefront.ts";
import { type LoadResult, load } from "./load.ts";
import { cachedSeed } from "./seed-analytics.ts";

/**
 * The storefront analytics benchmark: ingest throughput against a same-run
 * baseline, the rollup worker's catch-up, report latencies over a seeded
 * database, and the SDK's gzipped size. Prints its own tables and returns
 * plain data for bench/results/latest.json.
 */
export interface AnalyticsBenchOptions {
  readonly seconds?: number;
  /** Events in the seeded database the reports are timed on. */
  readonly seedEvents?: number;
  readonly connections?: number;
}

export interface SustainedIngest {
  readonly target_events_per_second: number;
  readonly events_per_second: number;
  readonly p99_ms: number;
  readonly non2xx: number;
  /** Seconds after the load stopped until the rollups had every event: about one worker interval when keeping up. */
  readonly worker_lag_seconds: number;
}

export interface AnalyticsBenchResult {
  readonly baseline: LoadResult;
  /** As many batches as 50 connections can push. */
  readonly ingest: LoadResult & { readonly events_per_second: number; readonly ratio: number };
  /** The same batches without consent: parsed and validated, then dropped; the ceiling without storage. */
  readonly parse_only: LoadResult;
  /** Seconds the rollup worker needed, after the saturating load stopped, to fold in the backlog. */
  readonly worker_catch_up_seconds: number;
  /** A fixed 100,000 events/s (2,000 batches/s) with the rollup worker keeping up. */
  readonly sustained: SustainedIngest;
  readonly events_ingested: number;
  readonly seeded_events: number;
  readonly seed_seconds: number | null;
  readonly reports: readonly ReportTiming[];
  readonly sdk_gzip_bytes: number;
}

const SUSTAINED_EVENTS_PER_SECOND = 100_000;

/** Seconds until the worker's cursor reaches the newest batch of the database. */
async function waitForWorker(file: string): Promise<number> {
  const started = performance.now();
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    const newest = db.prepare("select coalesce(max(id), 0) from event_batches").pluck();
    const cursor = db
      .prepare("select coalesce(max(value), 0) from rollup_state where name = 'cursor'")
      .pluck();
    while ((cursor.get() as number) < (newest.get() as number)) await new Promise((r) => setTimeout(r, 100));
  } finally {
    db.close();
  }
  return (performance.now() - started) / 1000;
}

/** Runs the whole analytics benchmark; see storefront/README.md, "Storefront analytics", for targets. */
export async function runAnalyticsBench(options: AnalyticsBenchOptions = {}): Promise<AnalyticsBenchResult> {
  const seconds = options.seconds ?? Number(process.env.BENCH_SECONDS ?? 5);
  const connections = options.connections ?? 50;
  const seedEvents = options.seedEvents ?? Number(process.env.ANALYTICS_SEED_EVENTS ?? 10_000_000);

  // 1. Ingest against the same-run baseline (the analytics health route).
  const ingestServer = await startStorefront({ ANALYTICS_ENABLED: "true" });
  let baseline: LoadResult;
  let ingest: LoadResult;
  let parseOnly: LoadResult;
  let catchUp: number;
  let sustained: SustainedIngest;
  let ingested: number;
  try {
    const url = ingestServer.analytics;
    baseline = await load("baseline: GET /api/analytics/health/", {
      url,
      seconds,
      connections,
      requests: [{ path: "/api/analytics/health/" }],
    });
    const batch = batchRequest(ingestBodies());
    ingest = await load(`POST /api/analytics/events/batch/ (${BATCH_SIZE} events)`, {
      url,
      seconds,
      connections,
      requests: [batch],
    });
    const file = join(ingestServer.dataDir, "analytics.db");
    catchUp = await waitForWorker(file);
    const pending = ingestBodies("pending");
    let nextPending = 0;
    parseOnly = await load("same batches without consent (validated, dropped)", {
      url,
      seconds,
      connections,
      requests: [
        {
          ...batch,
          setupRequest: (request) => ({
            ...request,
            body: pending[nextPending++ % pending.length] as string,
          }),
        },
      ],
    });
    const rate = SUSTAINED_EVENTS_PER_SECOND / BATCH_SIZE;
    const steady = await autocannon({
      url,
      connections,
      duration: seconds,
      overallRate: rate,
      requests: [batch],
    });
    sustained = {
      target_events_per_second: SUSTAINED_EVENTS_PER_SECOND,
      events_per_second: Math.round(steady.requests.average * BATCH_SIZE),
      p99_ms: steady.latency.p99,
      non2xx: steady.non2xx,
      worker_lag_seconds: Math.round((await waitForWorker(file)) * 10) / 10,
    };
    const db = new SQLite(file, { readonly: true });
    ingested = db.prepare("select coalesce(sum(event_count), 0) from event_batches").pluck().get() as number;
    db.close();
  } finally {
    await ingestServer.stop();
  }

  // 2. Reports over a seeded database (cached in the temp dir by size).
  const seedStarted = performance.now();
  const seed = await cachedSeed(seedEvents);
  const seedSeconds = performance.now() - seedStarted > 5_000 ? seed.seconds : null;
  const reports = await timeReports(seed);

  const sdkGzip = gzipSync(await bundleSdk(), { level: 9 }).length;
  const result: AnalyticsBenchResult = {
    baseline,
    ingest: {
      ...ingest,
      events_per_second: ingest.rps * BATCH_SIZE,
      ratio: ingest.rps / baseline.rps,
    },
    parse_only: parseOnly,
    worker_catch_up_seconds: Math.round(catchUp * 10) / 10,
    sustained,
    events_ingested: ingested,
    seeded_events: seed.events,
    seed_seconds: seedSeconds === null ? null : Math.round(seed.seconds),
    reports,
    sdk_gzip_bytes: sdkGzip,
  };

  console.log(`\nStorefront analytics ingest (autocannon, ${connections} connections, ${seconds} s)`);
  console.table(
    [result.baseline, result.ingest, result.parse_only].map((r) => ({
      scenario: r.name,
      "req/s": Math.round(r.rps),
      "events/s": r === result.ingest ? Math.round(result.ingest.events_per_second) : "",
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "× baseline": (r.rps / result.baseline.rps).toFixed(2),
      non2xx: r.non2xx,
    })),
  );
  console.log(
    `After the saturating load the rollup worker caught up in ${result.worker_catch_up_seconds} s (it may use 30% of each second).`,
  );
  console.log(
    `Sustained: ${sustained.events_per_second.toLocaleString("en-US")} events/s for ${seconds} s (target ${SUSTAINED_EVENTS_PER_SECOND.toLocaleString("en-US")}), p99 ${sustained.p99_ms} ms, non-2xx ${sustained.non2xx}; rollups complete ${sustained.worker_lag_seconds} s after it stopped. ${ingested.toLocaleString("en-US")} events stored in all.`,
  );
  console.log(
    `\nReports over ${seed.events.toLocaleString("en-US")} seeded events (${seed.from}..${seed.to}), 30-day range, median of 7 HTTP calls`,
  );
  console.table(
    reports.map((r) => ({
      report: r.report,
      "median ms": r.median_ms,
      "target ms": r.target_ms,
      met: r.met,
    })),
  );
  console.log(`SDK: ${sdkGzip} bytes gzipped (target < 3072).`);
  return result;
}

if (process.argv[1]?.endsWith("analytics-bench.ts")) {
  const result = await runAnalyticsBench();
  mkdirSync("bench/results", { recursive: true });
  writeFileSync("bench/results/analytics.json", `${JSON.stringify(result, null, 2)}\n`);
}
