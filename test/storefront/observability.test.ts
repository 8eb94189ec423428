import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { parseConfig } from "../../src/config.ts";
import { createMetrics } from "../../src/observability/metrics.ts";
import { createBackendServiceApp } from "../../storefront/backend-apps.ts";
import { createTestPlatform } from "./platform-support.ts";

test("a storefront backend listener serves /livez, /readyz (503 while draining) and /metrics with its requests", async (t) => {
  const { platform } = await createTestPlatform(t);
  let draining = false;
  const config = parseConfig({ LOG_LEVEL: "silent" });
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
