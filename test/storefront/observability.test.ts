import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { createMetrics } from "../../platform/metrics.ts";
import { createAnalyticsApp } from "../../storefront/analytics/create-analytics-app.ts";
import { createBackendServiceApp } from "../../storefront/backend-apps.ts";
import { createBrowserBundles } from "../../storefront/browser-bundles.ts";
import { parseStorefrontConfig } from "../../storefront/config.ts";
import { seriesValue } from "../support/metrics-text.ts";
import { CHROME_LINUX, createSettableClock, openTestAnalytics } from "./analytics/analytics-support.ts";
import { createTestPlatform } from "./platform-support.ts";
import { BATCH_URL, VISITOR } from "./storefront-support.ts";

test("a storefront backend listener serves /livez, /readyz (503 while draining) and /metrics with its requests", async (t) => {
  const { platform } = await createTestPlatform(t);
  let draining = false;
  const config = parseStorefrontConfig({ LOG_LEVEL: "silent" });
  const app = await createBackendServiceApp("product", {
    platform,
    config,
    logger: pino({ level: "silent" }),
    observability: {
      metrics: createMetrics(),
      allowlist: config.METRICS_ALLOWLIST,
      draining: () => draining,
    },
  });
  t.after(() => app.close());
  assert.equal((await app.inject({ method: "GET", url: "/api/models/" })).statusCode, 200);
  assert.equal((await app.inject({ method: "GET", url: "/livez" })).statusCode, 200);
  assert.equal((await app.inject({ method: "GET", url: "/readyz" })).statusCode, 200);
  const metrics = await app.inject({ method: "GET", url: "/metrics" });
  assert.match(
    metrics.body,
    /http_request_duration_seconds_count\{method="GET",route="\/api\/models\/",status="200"\} 1/,
  );
  assert.match(metrics.body, /process_resident_memory_bytes/);
  const outside = await app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.9" });
  assert.equal(outside.statusCode, 403);
  draining = true;
  assert.equal((await app.inject({ method: "GET", url: "/readyz" })).statusCode, 503);
});

test("the embedded job queue counts completed and failed attempts in jobs_total", async (t) => {
  const { platform, jobs, metrics } = await createTestPlatform(t, {
    chat_relay: async () => {
      throw new Error("the staff chat is unreachable");
    },
  });
  const config = parseStorefrontConfig({ LOG_LEVEL: "silent" });
  const app = await createBackendServiceApp("order", {
    platform,
    config,
    logger: pino({ level: "silent" }),
    observability: { metrics, allowlist: config.METRICS_ALLOWLIST, draining: () => false },
  });
  t.after(() => app.close());
  await jobs.enqueue("order_confirmation", { orderId: "o-1" });
  await jobs.enqueue("chat_relay", { messageId: "m-1" });
  await jobs.drain();
  const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
  assert.equal(seriesValue(text, 'jobs_total{queue="embedded",state="completed"}'), 1);
  assert.equal(seriesValue(text, 'jobs_total{queue="embedded",state="failed"}'), 3, "three attempts");
});

test("the analytics listener's /metrics counts ingested events and the rollups' lag", async (t) => {
  const clock = createSettableClock("2026-03-10T12:00:00Z");
  const metrics = createMetrics();
  const analytics = await openTestAnalytics(clock.now, metrics);
  const config = parseStorefrontConfig({ LOG_LEVEL: "silent" });
  const app = await createAnalyticsApp({
    analytics,
    config,
    logger: pino({ level: "silent" }),
    bundles: createBrowserBundles(),
    observability: { metrics, allowlist: config.METRICS_ALLOWLIST, draining: () => false },
  });
  t.after(async () => {
    await app.close();
    await analytics.close();
  });
  const batch = await app.inject({
    method: "POST",
    url: BATCH_URL,
    headers: { "content-type": "application/json", "user-agent": CHROME_LINUX },
    payload: {
      visitor_id: VISITOR,
      consent: "granted",
      events: [
        { kind: "page_view", path: "/" },
        { kind: "page_view", path: "/shop" },
      ],
    },
  });
  assert.equal(batch.statusCode, 201);
  clock.set(clock.now() + 30_000);
  const scrape = async () => (await app.inject({ method: "GET", url: "/metrics" })).body;
  let text = await scrape();
  assert.equal(seriesValue(text, "analytics_events_ingested_total"), 2);
  assert.equal(seriesValue(text, "analytics_rollup_lag_seconds"), 30);
  await analytics.worker.drainAll();
  text = await scrape();
  assert.equal(seriesValue(text, "analytics_rollup_lag_seconds"), 0);
  assert.equal((await app.inject({ method: "GET", url: "/readyz" })).statusCode, 200);
});
