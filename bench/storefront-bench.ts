import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEMO_CATALOGUE } from "../storefront/product/demo-catalogue.ts";
import { createProductModule } from "../storefront/product/product-module.ts";
import { openSqliteStorefrontDatabase } from "../storefront/shared/storefront-database.ts";
import { migrateStorefront } from "../storefront/storefront-platform.ts";
import { freePort } from "../test/storefront/free-port.ts";
import { BENCH_LIMITS } from "../test/support/api-process.ts";
import type { ErasureBenchResult } from "./figures/erasure-figures.ts";
import { type LoadResult, load } from "./load.ts";
import { runPrivacyErasureBench } from "./privacy-erasure-bench.ts";

export interface CheckoutResult {
  readonly buyers: number;
  readonly products: number;
  readonly stock: number;
  readonly orders: number;
  readonly ordersPerSecond: number;
  readonly p50: number;
  readonly p99: number;
  /** Units sold beyond the stock: must be 0. */
  readonly oversold: number;
  readonly errors: number;
  /** The errors by "status code", so none goes unexplained. */
  readonly errorCodes: Readonly<Record<string, number>>;
}

export interface StorefrontBenchResult {
  readonly baseline: LoadResult;
  readonly catalogue: LoadResult;
  readonly checkout: CheckoutResult;
  /** Erasing a visitor with 100,000 events while ingest runs (target < 5 s). */
  readonly erasure: ErasureBenchResult;
}

const BUYERS = 50;
const LIMITED = 10;
/** The checkout scenario stops here even if the stock is not sold out (its errors then say why). */
const CHECKOUT_DEADLINE_MS = 120_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const UNITS = 100;
const PASSWORD = "correct horse battery staple";

async function startServices(dataDir: string) {
  const ports = { AUTH_PORT: await freePort(), PRODUCT_PORT: await freePort(), ORDER_PORT: await freePort() };
  const env: Record<string, string | undefined> = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--enable-source-maps", "dist/storefront/main.js", "--service", "auth,product,order"],
    {
      env: {
        ...env,
        // The bench measures checkouts, not the per-address limit all 50 buyers on 127.0.0.1 share.
        ...BENCH_LIMITS,
        ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = (port: number) => `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url(ports.ORDER_PORT)}/api/health/`)).ok) break;
    } catch {
      if (i > 300) throw new Error("the storefront never answered");
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    auth: url(ports.AUTH_PORT),
    product: url(ports.PRODUCT_PORT),
    order: url(ports.ORDER_PORT),
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/** 50 buyers race to check out 10 products of 100 units each, one unit per order, until everything is sold. */
async function runCheckouts(
  services: { auth: string; order: string },
  stockOf: () => Promise<Map<string, number>>,
) {
  const json = { "content-type": "application/json" };
  const tokens = await Promise.all(
    Array.from({ length: BUYERS }, async (_, i) => {
      const body = JSON.stringify({ email: `buyer${i}@bench.example`, password: PASSWORD });
      const made = await fetch(`${services.auth}/api/auth/register/`, {
        method: "POST",
        headers: json,
        body,
      });
      if (made.status !== 201)
        throw new Error(`buyer ${i} cannot register: ${made.status} ${await made.text()}`);
      const res = await fetch(`${services.auth}/api/auth/login/`, { method: "POST", headers: json, body });
      if (res.status !== 200) throw new Error(`buyer ${i} cannot sign in: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { access_token: string }).access_token;
    }),
  );
  const soldOut = new Set<string>();
  const latencies: number[] = [];
  let orders = 0;
  let errors = 0;
  const errorCodes = new Map<string, number>();
  const started = performance.now();
  // A bound, not a figure: a run that cannot sell out (a limit, a bug) ends and reports its errors.
  const deadline = started + CHECKOUT_DEADLINE_MS;
  await Promise.all(
    tokens.map(async (token, buyer) => {
      const headers = { ...json, authorization: `Bearer ${token}` };
      for (let round = 0; soldOut.size < LIMITED && performance.now() < deadline; round++) {
        const product = `limited-${(buyer + round) % LIMITED}`;
        if (soldOut.has(product)) continue;
        await fetch(`${services.order}/api/cart/items/`, {
          method: "POST",
          headers,
          body: JSON.stringify({ product_id: product }),
        });
        const t0 = performance.now();
        const res = await fetch(`${services.order}/api/orders/checkout/`, {
          method: "POST",
          headers,
          body: "{}",
        });
        latencies.push(performance.now() - t0);
        const answer = (await res.json()) as { code?: string };
        if (res.status === 201) orders++;
        else if (answer.code === "out_of_stock") {
          soldOut.add(product);
          await fetch(`${services.order}/api/cart/items/${product}/`, { method: "DELETE", headers });
        } else {
          errors++;
          errorCodes.set(
            `${res.status} ${answer.code}`,
            (errorCodes.get(`${res.status} ${answer.code}`) ?? 0) + 1,
          );
          // As a client told Retry-After would.
          if (res.status === 429) await pause(Number(res.headers.get("retry-after") ?? 1) * 1000);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const left = await stockOf();
  const remaining = [...left.values()].reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);
  return {
    buyers: BUYERS,
    products: LIMITED,
    stock: LIMITED * UNITS,
    orders,
    ordersPerSecond: orders / seconds,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    // Every order is one unit: orders beyond the units that left the stock were oversold.
    oversold:
      Math.max(0, orders - (LIMITED * UNITS - remaining)) + [...left.values()].filter((n) => n < 0).length,
    errors,
    errorCodes: Object.fromEntries(errorCodes),
  } satisfies CheckoutResult;
}

/**
 * The storefront's figures against the product service's own health route,
 * from the compiled process over its SQLite file: `GET /api/models/` (target
 * ≥ 0.5× the health route) and checkouts/s with 50 buyers on limited stock
 * (target: 0 oversold).
 */
export async function runStorefrontBench(seconds: number): Promise<StorefrontBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "storefront-bench-"));
  const file = join(dataDir, "storefront.db");
  const database = openSqliteStorefrontDatabase(file);
  await migrateStorefront(database);
  const products = createProductModule(database);
  await products.upsert([
    ...DEMO_CATALOGUE,
    ...Array.from({ length: LIMITED }, (_, i) => ({
      id: `limited-${i}`,
      name: `Limited edition d20 #${i}`,
      description: "Numbered run.",
      category: "limited",
      price_cents: 2500,
      currency: "EUR",
      stock: UNITS,
    })),
  ]);
  const services = await startServices(dataDir);
  try {
    const baseline = await load("baseline: product GET /api/health/", {
      url: services.product,
      seconds,
      requests: [{ method: "GET", path: "/api/health/" }],
    });
    const catalogue = await load("GET /api/models/ (page of 20, with ratings)", {
      url: services.product,
      seconds,
      requests: [{ method: "GET", path: "/api/models/" }],
    });
    const checkout = await runCheckouts(services, async () => {
      const rows = await products.many(Array.from({ length: LIMITED }, (_, i) => `limited-${i}`));
      return new Map(rows.map((r) => [r.id, r.stock]));
    });
    return { baseline, catalogue, checkout, erasure: await runPrivacyErasureBench() };
  } finally {
    await services.stop();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runStorefrontBench(Number(process.env.BENCH_SECONDS ?? 5));
  console.log(JSON.stringify(result, null, 2));
}
