import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { startApiProcess } from "../test/support/api-process.ts";
import { runAnalyticsBench } from "./analytics-bench.ts";
import { runAnalyticsPostgresBench } from "./analytics-postgres-bench.ts";
import { runApiBench } from "./api-bench.ts";
import { runBackupBench } from "./backup-bench.ts";
import { runBotBench } from "./bot-bench.ts";
import { runBotLanesBench } from "./bot-lanes-bench.ts";
import { printBackupBench } from "./figures/backup-figures.ts";
import { type RunReportDraft, writeRunFigures } from "./figures/run-figures.ts";
import { runGameBench, runTicTacToeTables } from "./game-bench.ts";
import { runLiveBench } from "./live-bench.ts";
import { type LoadResult, non2xxCell } from "./load.ts";
import { ensurePeerInstalled, runSideBySide } from "./peer-comparison.ts";
import { runSoak } from "./peer-soak.ts";
import { runRenderBench } from "./render-bench.ts";
import { runRulesBench } from "./rules-bench.ts";
import { runScaleBench } from "./scale-bench.ts";
import { runStorefrontBench } from "./storefront-bench.ts";

/**
 * `npm run bench`: starts the real server, drives it with autocannon and prints
 * every figure as a ratio to a baseline taken in the same run (the machines
 * are noisy; ratios travel, absolute numbers do not). Writes bench/results/latest.json
 * and the figures' blocks in README.md and docs/benchmarks.md (figures/run-figures.ts).
 * BENCH_SECONDS sets each load's length; ANALYTICS_SEED_EVENTS the size of the
 * seeded analytics database (10 million by default; cached in the temp dir);
 * BENCH_PEER_SECONDS and BENCH_PEER_ROUNDS the side-by-side with boardgame.io
 * (3 rounds of 10 s each, the median ratio reported) and
 * BENCH_SOAK_SECONDS the soaks of ours alone over REST and over the channel (240 each); BENCH_LIVE_ROUNDS the rounds
 * of actions with and without 1,000 live streams (3, the median ratio reported);
 * BENCH_BACKUP_MB the game database backed up and restored under the peer
 * load (1,024; built once and cached in the temp dir) and BENCH_BACKUP_ROUNDS
 * the rounds with and without the backup (2, the median ratio reported).
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const report = { at: new Date().toISOString(), node: process.version, seconds } as RunReportDraft;

execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
const server = await startApiProcess(Number(process.env.BENCH_PORT ?? 18_181));
report.api_startup_ms = server.startupMs;
console.log(`API start-up (node dist/api/main.js → first 200): ${server.startupMs.toFixed(0)} ms`);
try {
  const http = [...(await runApiBench(server.url, seconds)), ...(await runGameBench(server.url, seconds))];
  const baseline = http[0] as LoadResult;
  const rows = http.map((r) => ({ ...r, ratio: r.rps / baseline.rps }));
  report.http = rows;
  console.log("\nHTTP (autocannon, 50 connections)");
  console.table(
    rows.map((r) => ({
      scenario: r.name,
      "req/s": Math.round(r.rps),
      "p50 ms": r.p50,
      "p99 ms": r.p99,
      "× baseline": r.ratio.toFixed(2),
      non2xx: non2xxCell(r),
    })),
  );
  const tables = await runTicTacToeTables(server.url, seconds);
  report.tic_tac_toe_tables = tables;
  console.log(
    `\nWhole tic-tac-toe games, 500 tables, 50 in flight: ${Math.round(tables.movesPerSecond)} moves/s, p99 ${tables.p99} ms`,
  );
  report.api_rss_mb = server.rssMb();
  console.log(`API process RSS after the run: ${report.api_rss_mb.toFixed(0)} MB`);
} finally {
  await server.stop();
}

ensurePeerInstalled();
report.peer = await runSideBySide(
  Number(process.env.BENCH_PEER_SECONDS ?? 10),
  Number(process.env.BENCH_PEER_ROUNDS ?? 3),
);
const soakSeconds = Number(process.env.BENCH_SOAK_SECONDS ?? 240);
report.soak = await runSoak(soakSeconds, "rest");
report.soak_channel = await runSoak(soakSeconds, "channel");

const live = await runLiveBench(seconds, Number(process.env.BENCH_LIVE_ROUNDS ?? 3));
report.live = live;
console.log("\nLive event streams (SSE)");
console.table(
  live.rounds.flatMap(({ without, withStreams, ratio }) => [
    {
      scenario: without.name,
      "req/s": Math.round(without.rps),
      "p99 ms": without.p99,
      "× without streams": "",
      non2xx: non2xxCell(without),
    },
    {
      scenario: withStreams.name,
      "req/s": Math.round(withStreams.rps),
      "p99 ms": withStreams.p99,
      "× without streams": ratio.toFixed(2),
      non2xx: non2xxCell(withStreams),
    },
  ]),
);
console.log(
  `actions with 1,000 streams ÷ without: ${live.ratio.toFixed(2)}×, the median of ${live.rounds.map((r) => r.ratio.toFixed(2)).join(", ")}`,
);
console.log(
  `move sent → action_applied at each of 1,000 streams: p50 ${live.latency.p50.toFixed(1)} ms, p99 ${live.latency.p99.toFixed(1)} ms (${live.latency.samples} deliveries)`,
);
console.log(
  `${live.idle.streams} idle streams: server RSS ${live.idle.rss_before_mb.toFixed(0)} → ${live.idle.rss_after_mb.toFixed(0)} MB, ${live.idle.kb_per_stream.toFixed(1)} KB per stream`,
);

if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  const scale = await runScaleBench(process.env.DATABASE_URL, process.env.REDIS_URL, seconds);
  report.scale_out = scale;
  console.log("\nScale-out on PostgreSQL + Redis (pig actions, 400 games, 50 connections in all)");
  console.table(
    [scale.baseline, scale.one, scale.two].map((r) => ({
      scenario: r.name,
      "req/s": Math.round(r.rps),
      "p99 ms": r.p99,
      "× baseline": (r.rps / scale.baseline.rps).toFixed(2),
      non2xx: non2xxCell(r),
    })),
  );
  console.log(
    `1 → 2 processes: ${scale.scaling.toFixed(2)}×; move sent to A → change heard in another process: p50 ${scale.wake.p50.toFixed(1)} ms, p99 ${scale.wake.p99.toFixed(1)} ms (${scale.wake.samples} moves)`,
  );
} else {
  console.log("\nScale-out figures skipped: set DATABASE_URL and REDIS_URL (see docs/scaling-out.md).");
}

if (process.env.DATABASE_URL) {
  const ingest = await runAnalyticsPostgresBench(process.env.DATABASE_URL, seconds);
  report.analytics_postgres = ingest;
  console.log("\nAnalytics ingest on PostgreSQL (batches of 50 events, 50 connections)");
  console.table(
    [ingest.baseline, ingest.ingest].map((r) => ({
      scenario: r.name,
      "req/s": Math.round(r.rps),
      "events/s": r === ingest.ingest ? ingest.ingest.events_per_second : "",
      "p50 / p99 ms": `${r.p50} / ${r.p99}`,
      "× baseline": (r.rps / ingest.baseline.rps).toFixed(2),
      non2xx: non2xxCell(r),
    })),
  );
  console.log(`Events acknowledged ${ingest.events_acknowledged}, stored ${ingest.events_stored}.`);
}

report.rules = await runRulesBench();
console.log("\nRules micro-bench (apply() per second)");
console.table(report.rules);

report.render = await runRenderBench();
console.log("\nFirst render at 800 px (median ms)");
console.table(report.render);

// Prints its own table.
report.bot = await runBotBench();
// Issue 15's lanes scenarios: 1,000 chats with 10% rate-limited, callback answers, group edits per move.
report.botLanes = await runBotLanesBench();

// Prints its own tables: ingest against its own same-run baseline, and reports over a seeded database.
report.analytics = await runAnalyticsBench();

const storefront = await runStorefrontBench(seconds);
report.storefront = storefront;
console.log("\nStorefront services (compiled, SQLite file; 50 connections)");
console.table(
  [storefront.baseline, storefront.catalogue].map((r) => ({
    scenario: r.name,
    "req/s": Math.round(r.rps),
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "× baseline": (r.rps / storefront.baseline.rps).toFixed(2),
    non2xx: non2xxCell(r),
  })),
);
const sold = storefront.checkout;
console.log(
  `Checkout: ${sold.buyers} buyers on ${sold.products} products of ${sold.stock / sold.products} units: ${sold.orders} orders, ${Math.round(sold.ordersPerSecond)} orders/s, p50 ${sold.p50} ms, p99 ${sold.p99} ms, oversold ${sold.oversold}, errors ${sold.errors} ${JSON.stringify(sold.errorCodes)}`,
);
const erasure = storefront.erasure;
console.log(
  `Privacy erasure (${erasure.engine}): a visitor with ${erasure.events} events erased in ${erasure.eraseMs} ms (target < 5,000); ingest ${erasure.ingestBefore} events/s alone, ${erasure.ingestDuring} meanwhile (slowest call ${erasure.ingestMaxMsDuring} ms)`,
);

// Issue 38: a backup and a restore of a 1 GB game database under the peer load.
const backup = await runBackupBench(
  seconds,
  Number(process.env.BENCH_BACKUP_ROUNDS ?? 2),
  Number(process.env.BENCH_BACKUP_MB ?? 1024),
);
report.backup = backup;
printBackupBench(backup);

mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/latest.json", `${JSON.stringify(report, null, 2)}\n`);
writeRunFigures(report);
