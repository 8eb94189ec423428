import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon, { type Request } from "autocannon";
import SQLite from "better-sqlite3";
import { addDays } from "../storefront/analytics/utc-day.ts";
import { createOrPromoteStaff } from "../storefront/auth/staff-accounts.ts";
import { bundleSdk } from "../storefront/build-browser.mjs";
import { openStorefrontDatabase } from "../storefront/shared/storefront-database.ts";
import { migrateStorefront } from "../storefront/storefront-platform.ts";
import { BENCH_LIMITS } from "../test/support/api-process.ts";
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

export interface ReportTiming {
  readonly report: string;
  readonly median_ms: number;
  readonly target_ms: number;
  readonly met: boolean;
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

export const BATCH_SIZE = 50;
const SUSTAINED_EVENTS_PER_SECOND = 100_000;
const REPORT_TARGETS_MS: Readonly<Record<string, number>> = {
  overview: 100,
  timeseries: 100,
  pages: 100,
  sources: 100,
  technology: 100,
  api: 100,
  errors: 100,
  realtime: 30,
};
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const STAFF = { email: "bench@shop.example", password: "bench-password-1" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

interface RunningStorefront {
  readonly analytics: string;
  readonly admin: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `storefront/main.ts` on free ports over a temp data dir, like
 * test/support/api-process.ts does for the API: on SQLite files unless `env` sets DATABASE_URL.
 */
export async function startStorefront(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), "analytics-bench-"));
  await prepare?.(dataDir);
  const [analyticsPort, adminPort] = [await freePort(), await freePort()];
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "storefront/main.ts", "--service", "analytics,admin"],
    {
      env: {
        ...inherited,
        ...BENCH_LIMITS,
        DATA_DIR: dataDir,
        ANALYTICS_PORT: String(analyticsPort),
        ADMIN_PORT: String(adminPort),
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const running: RunningStorefront = {
    analytics: `http://127.0.0.1:${analyticsPort}`,
    admin: `http://127.0.0.1:${adminPort}`,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (const url of [
    `${running.analytics}/api/analytics/health/`,
    `${running.admin}/api/admin/ops/health/`,
  ]) {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        if (i > 300) throw new Error(`${url} never answered`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  return running;
}

/** 500 distinct batches of 50 events, shaped like a browser's: views, leaves, API calls. */
export function ingestBodies(consent = "granted"): string[] {
  return Array.from({ length: 500 }, (_, i) => {
    const events = Array.from({ length: BATCH_SIZE }, (_, j) => {
      const path = `/products/${(i * 7 + j) % 300}`;
      if (j % 5 === 0) return { kind: "page_view", path: j === 0 ? `${path}?utm_source=newsletter` : path };
      if (j % 5 === 4) return { kind: "page_leave", path, duration_ms: 1000 + j * 100 };
      return {
        kind: "api_request",
        path,
        method: "GET",
        endpoint: `/api/catalog/products/${i * 50 + j}`,
        status: j % 17 === 0 ? 500 : 200,
        latency_ms: 10 + (j % 40),
      };
    });
    const visitor = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    return JSON.stringify({ visitor_id: visitor, consent, viewport: { width: 1280, height: 800 }, events });
  });
}

/** A POST of the ingest route that cycles through `bodies`. */
export function batchRequest(bodies: readonly string[], onResponse?: Request["onResponse"]): Request {
  let next = 0;
  return {
    method: "POST",
    path: "/api/analytics/events/batch/",
    headers: { "content-type": "application/json", "user-agent": USER_AGENT },
    setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] as string }),
    ...(onResponse ? { onResponse } : {}),
  };
}

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

async function median(times: number, run: () => Promise<void>): Promise<number> {
  await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return Math.round((samples[Math.floor(samples.length / 2)] as number) * 100) / 100;
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
  const reportServer = await startStorefront({ ANALYTICS_DATABASE_FILE: seed.file }, async (dataDir) => {
    const database = await openStorefrontDatabase({ DATA_DIR: dataDir });
    await migrateStorefront(database);
    await createOrPromoteStaff(database, STAFF.email, async () => STAFF.password);
    await database.close();
  });
  const reports: ReportTiming[] = [];
  try {
    const login = await fetch(`${reportServer.admin}/api/admin/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(STAFF),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const query = `?from=${addDays(seed.to, -29)}&to=${seed.to}`;
    for (const [report, target] of Object.entries(REPORT_TARGETS_MS)) {
      const ms = await median(7, async () => {
        const res = await fetch(`${reportServer.admin}/api/admin/dashboard/web/${report}/${query}`, {
          headers: { authorization: `Bearer ${access_token}` },
        });
        if (!res.ok) throw new Error(`${report}: ${res.status} ${await res.text()}`);
        await res.arrayBuffer();
      });
      reports.push({ report, median_ms: ms, target_ms: target, met: ms <= target });
    }
  } finally {
    await reportServer.stop();
  }

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
