import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openAnalyticsModule } from "../storefront/analytics/analytics-module.ts";
import type { EventBatchEnvelope } from "../storefront/analytics/events/event-schemas.ts";
import { createProgressBar } from "../storefront/analytics/retention/terminal-progress.ts";

/**
 * Seeds an analytics database with synthetic traffic through the real ingest
 * and rollup code: visits over `days` days ending now, each a landing page
 * view from some source, a few more pages with API calls, page leaves, and
 * the odd JS or user error. Deterministic for a given size. Ingest and drains
 * run inside large transactions, which is what makes 10 million events take
 * minutes instead of hours.
 */
export interface SeedOptions {
  readonly file: string;
  readonly events: number;
  readonly days?: number;
  readonly endMs?: number;
  /** Where the progress bar goes; a terminal gets a bar redrawn in place. */
  readonly progress?: NodeJS.WritableStream & { isTTY?: boolean };
}

export interface SeedSummary {
  readonly events: number;
  readonly batches: number;
  /** First and last seeded UTC day. */
  readonly from: string;
  readonly to: string;
  readonly seconds: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const USER_AGENTS = [
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  "Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0",
];
const WIDTHS = [390, 412, 768, 1024, 1280, 1440, 1920];
const SOURCES: readonly { referrer?: string; query?: string }[] = [
  {},
  {},
  {},
  { referrer: "https://www.google.com/" },
  { referrer: "https://www.google.com/" },
  { referrer: "https://duckduckgo.com/" },
  { referrer: "https://www.bing.com/", query: "?msclkid=1" },
  { query: "?utm_source=newsletter&utm_medium=email&utm_campaign=weekly" },
  { referrer: "https://l.facebook.com/" },
  { query: "?utm_source=facebook&utm_medium=paid-social&utm_campaign=spring" },
  { referrer: "https://news.ycombinator.com/" },
  { referrer: "https://blog.example.org/review" },
];
const STATIC_PAGES = ["/", "/cart", "/checkout", "/about", "/search", "/account", "/admin/orders"];
const API_ENDPOINTS: readonly [string, string, string][] = [
  ["catalog", "GET", "/api/catalog/products/{id}"],
  ["catalog", "GET", "/api/catalog/products/"],
  ["catalog", "GET", "/api/catalog/categories/{id}/products/"],
  ["cart", "GET", "/api/cart/"],
  ["cart", "POST", "/api/cart/items/"],
  ["cart", "DELETE", "/api/cart/items/{id}"],
  ["orders", "POST", "/api/orders/"],
  ["orders", "GET", "/api/orders/{id}"],
  ["reviews", "GET", "/api/reviews/products/{id}"],
  ["auth", "POST", "/api/auth/login"],
  ["chat", "GET", "/api/chat/conversations/"],
];

/** mulberry32: a small, fast, seedable PRNG so every seeded database is the same. */
function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T,
    uuid: () => {
      let hex = "";
      for (let i = 0; i < 4; i++)
        hex += (Math.floor(next() * 4294967296) >>> 0).toString(16).padStart(8, "0");
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

type Random = ReturnType<typeof createRandom>;
type SeedEvent = Record<string, unknown> & { ts: number };

/** One visit's events in time order; about 16 on average. */
function visitEvents(random: Random, start: number): SeedEvent[] {
  const events: SeedEvent[] = [];
  const source = random.pick(SOURCES);
  let ts = start;
  const pages = 1 + Math.min(12, Math.floor(-Math.log(1 - random.next()) * 3));
  for (let p = 0; p < pages; p++) {
    const path = random.next() < 0.6 ? `/products/${random.int(400)}` : (random.pick(STATIC_PAGES) as string);
    events.push({
      kind: "page_view",
      ts,
      path: p === 0 && source.query ? `${path}${source.query}` : path,
      ...(p === 0 && source.referrer ? { referrer: source.referrer } : {}),
    });
    for (let c = random.int(5); c > 0; c--) {
      const [service, method, template] = random.pick(API_ENDPOINTS);
      const roll = random.next();
      events.push({
        kind: "api_request",
        ts: ts + 200 + c,
        path,
        service,
        method,
        endpoint: template.replace("{id}", String(1 + random.int(5000))),
        status: roll < 0.9 ? 200 : roll < 0.97 ? 404 : roll < 0.995 ? 500 : 0,
        latency_ms: Math.round(8 + -Math.log(1 - random.next()) * (service === "orders" ? 180 : 45)),
      });
    }
    if (random.next() < 0.01)
      events.push({
        kind: "client_error",
        ts: ts + 500,
        path,
        hash: `e${random.int(40)}`,
        message: `TypeError ${random.int(40)}`,
      });
    if (random.next() < 0.003)
      events.push({
        kind: "user_error",
        ts: ts + 600,
        path,
        incident_id: `inc-${random.int(1e9)}`,
        error_code: random.pick(["SF-PAYMENT_DECLINED", "SF-OUT_OF_STOCK", "SF-ADDRESS_INVALID"]),
        user_id: `u-${random.int(50_000)}`,
      });
    const stay = 5_000 + random.int(180_000);
    ts += stay;
    events.push({ kind: "page_leave", ts, path, duration_ms: Math.round(stay * (0.5 + random.next() / 2)) });
    ts += 1_000;
  }
  return events;
}

/** Seeds `options.file` (replacing it) and returns what was written. */
export async function seedAnalytics(options: SeedOptions): Promise<SeedSummary> {
  const days = options.days ?? 90;
  const end = options.endMs ?? Date.now() - (Date.now() % HOUR);
  const start = end - days * DAY;
  for (const suffix of ["", "-wal", "-shm"]) rmSync(`${options.file}${suffix}`, { force: true });
  let clock = start;
  const analytics = await openAnalyticsModule({ file: options.file, now: () => clock });
  const { sqlite } = analytics.database;
  if (!sqlite) throw new Error("The seeder writes a SQLite file.");
  // Seeding is rebuildable: durability across a power cut is not worth an fsync per transaction.
  sqlite.pragma("synchronous = OFF");
  const random = createRandom(options.events);
  const visitors: string[] = [];
  const bar = createProgressBar(options.progress ?? process.stderr, "seeding", options.events);
  const began = performance.now();
  let events = 0;
  let batches = 0;
  let visits = 0;
  const ingestDay = sqlite.transaction((dayStart: number) => {
    // Spread what is left over the days left, at the events per visit seen so far.
    const perVisit = visits ? events / visits : 14;
    const daysLeft = Math.max(1, Math.round((end - dayStart) / DAY));
    // The last day takes half as many again, so the total is reached; extra visits are cut off.
    const count = Math.max(
      1,
      Math.ceil(((options.events - events) / daysLeft / perVisit) * (daysLeft === 1 ? 1.5 : 1)),
    );
    const starts = Array.from({ length: count }, () => dayStart + random.int(DAY)).sort((a, b) => a - b);
    for (const visitStart of starts) {
      if (events >= options.events) return;
      const returning = visitors.length > 0 && random.next() < 0.45;
      const visitor = returning ? random.pick(visitors) : random.uuid();
      if (!returning) visitors.push(visitor);
      const all = visitEvents(random, visitStart).slice(0, options.events - events);
      visits++;
      const userAgent = random.pick(USER_AGENTS);
      const width = random.pick(WIDTHS);
      for (let i = 0; i < all.length; i += 50) {
        const chunk = all.slice(i, i + 50);
        clock = Math.min(end, (chunk[chunk.length - 1] as SeedEvent).ts);
        const batch = {
          visitor_id: visitor,
          consent: "granted",
          viewport: { width, height: 800 },
          events: chunk,
        };
        // On SQLite the batch is written before ingest returns, inside this transaction.
        void analytics.ingest.ingest(batch as EventBatchEnvelope, { userAgent });
        events += chunk.length;
        batches++;
      }
    }
  });
  for (let day = start; day < end && events < options.events; day += DAY) {
    ingestDay(day);
    await analytics.worker.drainAll(5000);
    bar.update(events);
  }
  bar.update(events, events);
  bar.finish();
  sqlite.pragma("wal_checkpoint(TRUNCATE)");
  sqlite.exec("analyze");
  await analytics.close();
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { events, batches, from: iso(start), to: iso(end - 1), seconds: (performance.now() - began) / 1000 };
}

/**
 * A seeded database of `events` events under the temp dir, reused when it
 * exists (the summary sits next to it), so benchmark reruns skip seeding.
 */
export async function cachedSeed(events: number): Promise<SeedSummary & { file: string }> {
  const file = join(tmpdir(), `analytics-bench-seed-${events}.db`);
  const summaryFile = `${file}.json`;
  if (existsSync(file) && existsSync(summaryFile))
    return { ...(JSON.parse(readFileSync(summaryFile, "utf8")) as SeedSummary), file };
  const partial = `${file}.partial`;
  const summary = await seedAnalytics({ file: partial, events });
  renameSync(partial, file);
  writeFileSync(summaryFile, JSON.stringify(summary));
  return { ...summary, file };
}

if (process.argv[1]?.endsWith("seed-analytics.ts")) {
  const flag = process.argv.indexOf("--events");
  const events = flag > 0 ? Number(process.argv[flag + 1]) : 10_000_000;
  const out = process.argv.indexOf("--out");
  if (!Number.isInteger(events) || events < 1) throw new Error("--events takes a positive whole number");
  const summary =
    out > 0
      ? await seedAnalytics({ file: process.argv[out + 1] as string, events })
      : await cachedSeed(events);
  console.log(summary);
}
