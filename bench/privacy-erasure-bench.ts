import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { type AnalyticsModule, openAnalyticsModule } from "../storefront/analytics/analytics-module.ts";
import type { EventBatchEnvelope } from "../storefront/analytics/events/event-schemas.ts";
import { captionOf, writeFigureBlocks } from "./figure-blocks.ts";
import { type ErasureBenchResult, erasureBlock } from "./figures/erasure-figures.ts";

const CHROME =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const ERASED = "eeeeeeee-0000-4000-8000-000000000000";
const EVENTS = 100_000;
const PER_BATCH = 50;
const DAY_MS = 86_400_000;

/** A 50-event batch of page views, leaves and API calls, all within the minute before `at`. */
function batch(visitor: string, at: number, n: number): EventBatchEnvelope {
  const events = Array.from({ length: PER_BATCH }, (_, i) => {
    const ts = at - 60_000 + i * 1000;
    const path = `/product/${(n + i) % 40}`;
    if (i % 5 === 4) return { kind: "page_leave", ts, path, duration_ms: 3000 };
    if (i % 5 === 3)
      return {
        kind: "api_request",
        ts,
        method: "GET",
        endpoint: `/api/models/${i}/`,
        status: 200,
        latency_ms: 12,
      };
    return { kind: "page_view", ts, path };
  });
  return { visitor_id: visitor, consent: "granted", sent_at: at, events } as EventBatchEnvelope;
}

const other = (i: number) => `00000000-0000-4000-8000-${String(i % 5000).padStart(12, "0")}`;

/** Ingests other visitors' batches until `stop` resolves; returns events/s and the slowest call. */
async function ingestUntil(analytics: AnalyticsModule, now: () => number, stop: Promise<unknown>) {
  let done = false;
  void stop.finally(() => {
    done = true;
  });
  const started = performance.now();
  let events = 0;
  let slowest = 0;
  for (let i = 0; !done; i++) {
    const t = performance.now();
    await analytics.ingest.ingest(batch(other(i), now(), i), { userAgent: CHROME });
    slowest = Math.max(slowest, performance.now() - t);
    events += PER_BATCH;
    if (i % 4 === 3) await yieldToEventLoop();
  }
  return { perSecond: Math.round(events / ((performance.now() - started) / 1000)), slowest };
}

/**
 * Erases one visitor holding 100,000 events (2,000 batches over 4 days, all
 * folded into the rollups) while the same process keeps ingesting other
 * visitors' batches: the erasure's time, and ingest's events/s alone and
 * meanwhile. SQLite in a temp file, or PostgreSQL with `databaseUrl`.
 */
export async function runPrivacyErasureBench(databaseUrl?: string): Promise<ErasureBenchResult> {
  const dir = mkdtempSync(join(tmpdir(), "privacy-bench-"));
  let clock = Date.parse("2026-03-01T00:00:00Z");
  const now = () => clock;
  const schema = `privacy_bench_${process.pid}`;
  const analytics = await openAnalyticsModule(
    databaseUrl ? { databaseUrl, schema, poolSize: 4, now } : { file: join(dir, "analytics.db"), now },
  );
  try {
    for (let n = 0; n < EVENTS / PER_BATCH; n++) {
      clock = Date.parse("2026-03-01T00:00:00Z") + Math.floor((n * 4 * DAY_MS) / (EVENTS / PER_BATCH));
      await analytics.ingest.ingest(batch(ERASED, clock, n), { userAgent: CHROME });
      if (n % 10 === 0) await analytics.ingest.ingest(batch(other(n), clock, n), { userAgent: CHROME });
    }
    await analytics.worker.drainAll();
    const tick = setInterval(() => {
      clock += 1000;
    }, 1000);
    const alone = await ingestUntil(analytics, now, new Promise((r) => setTimeout(r, 2000)));
    const start = performance.now();
    const erasure = analytics.privacy.eraseVisitor(ERASED, {
      staffAccountId: "bench",
      subjectHash: "-",
      at: clock,
    });
    const during = await ingestUntil(analytics, now, erasure);
    const erased = await erasure;
    const eraseMs = Math.round(performance.now() - start);
    clearInterval(tick);
    return {
      engine: analytics.database.engine,
      events: EVENTS,
      eraseMs,
      erased: { events: erased.events, visits: erased.visits },
      ingestBefore: alone.perSecond,
      ingestDuring: during.perSecond,
      ingestMaxMsDuring: Math.round(during.slowest),
    };
  } finally {
    if (databaseUrl) await analytics.database.sql.run(`drop schema ${schema} cascade`);
    await analytics.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runPrivacyErasureBench(process.env.DATABASE_URL);
  console.log(JSON.stringify(result, null, 2));
  const command = `${process.env.DATABASE_URL ? "DATABASE_URL=… " : ""}npx tsx bench/privacy-erasure-bench.ts`;
  writeFigureBlocks({ "docs/benchmarks.md": [erasureBlock(result, captionOf(command))] });
}
