import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import pino from "pino";
import { createApp } from "../../api/create-app.ts";
import { createRedisChangeFeed } from "../../src/changes/redis-change-feed.ts";
import { parseConfig } from "../../src/config.ts";
import { createCore } from "../../src/core.ts";
import { migrateToLatest, openStore } from "../../src/db/open-database.ts";
import { startApiProcess } from "../support/api-process.ts";
import { assertBuilt } from "../support/built.ts";
import { startGame } from "../support/play.ts";
import { freePort } from "../support/ports.ts";
import { call, createTestApp, TEST_JWT_SECRET } from "../support/test-app.ts";
import { requireServer, TEST_DATABASE_URL } from "../support/test-store.ts";

test("GET /metrics after real traffic holds the process, HTTP, action, stream and transaction series", async (t) => {
  const { app } = await createTestApp(t);
  const table = await startGame(app, "tic-tac-toe", 2);
  const host = table.players[0] as string;
  const move = { action_id: randomUUID(), action_type: "choose_cell", payload: { cell: 4 } };
  assert.equal((await call(app, host, "POST", `/games/${table.gameId}/actions`, move)).statusCode, 200);
  const again = await call(app, host, "POST", `/games/${table.gameId}/actions`, {
    ...move,
    action_id: randomUUID(),
  });
  assert.equal(again.statusCode, 409);

  const res = await app.inject({ method: "GET", url: "/metrics" });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers["content-type"]), /^text\/plain; version=0\.0\.4/);
  const text = res.body;
  for (const series of [
    "process_resident_memory_bytes",
    "nodejs_eventloop_lag_seconds",
    // Declared even before a collection: its buckets appear only after one, which a short test may not see.
    "# TYPE nodejs_gc_duration_seconds histogram",
    'http_request_duration_seconds_bucket{le="0.001",method="POST",route="/api/v1/games/:game_id/actions",status="200"}',
    'game_actions_total{plugin_id="tic-tac-toe",outcome="applied"} 1',
    'game_actions_total{plugin_id="unknown",outcome="not_your_turn"} 1',
    'game_action_duration_seconds_count{plugin_id="tic-tac-toe"} 1',
    "sse_streams 0",
    `db_transaction_duration_seconds_count{engine="${TEST_DATABASE_URL ? "postgres" : "sqlite"}"}`,
    "database_up 1",
  ])
    assert.ok(text.includes(series), `missing ${series}`);
  assert.ok(!text.includes("redis_up"), "no Redis, no redis_up");
});

test("with REDIS_URL, redis_up answers 1 while Redis answers PING", async (t) => {
  if (!requireServer(t, "REDIS_URL")) return;
  const logger = pino({ level: "silent" });
  const store = openStore(":memory:", createRedisChangeFeed(process.env.REDIS_URL as string, logger));
  await migrateToLatest(store);
  const config = parseConfig({ DATABASE_FILE: ":memory:" });
  const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET });
  const app = await createApp({ core, config, logger });
  t.after(async () => {
    await app.close();
    await core.close();
  });
  const text = (await app.inject({ method: "GET", url: "/metrics" })).body;
  assert.match(text, /^redis_up 1$/m);
  assert.match(text, /^database_up 1$/m);
});

test("/metrics answers only METRICS_ALLOWLIST: another address gets 403 internal_only", async (t) => {
  const { app } = await createTestApp(t, { METRICS_ALLOWLIST: "10.0.0.0/8" });
  const outside = await app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.5" });
  assert.equal(outside.statusCode, 403);
  assert.equal(outside.json().code, "internal_only");
  const inside = await app.inject({ method: "GET", url: "/metrics", remoteAddress: "10.1.2.3" });
  assert.equal(inside.statusCode, 200);
});

test("METRICS_ENABLED=false: /metrics answers 404 while the probes stay", async (t) => {
  const { app } = await createTestApp(t, { METRICS_ENABLED: "false" });
  assert.equal((await app.inject({ method: "GET", url: "/metrics" })).statusCode, 404);
  assert.equal((await app.inject({ method: "GET", url: "/livez" })).statusCode, 200);
  assert.equal((await app.inject({ method: "GET", url: "/readyz" })).statusCode, 200);
});

test("/livez checks nothing and /readyz checks the database; both sit at the root", async (t) => {
  const { app } = await createTestApp(t);
  assert.deepEqual((await app.inject({ method: "GET", url: "/livez" })).json(), { status: "ok" });
  const ready = await app.inject({ method: "GET", url: "/readyz" });
  assert.equal(ready.statusCode, 200);
});

test("/readyz turns 503 during a graceful shutdown, while the process (a build, which knows its commit) still answers", async (t) => {
  assertBuilt();
  const server = await startApiProcess(await freePort(), { SHUTDOWN_DRAIN_MS: "3000" });
  t.after(() => server.kill());
  assert.equal((await fetch(`${server.url}/readyz`)).status, 200);
  const live = (await (await fetch(`${server.url}/api/v1/health/live`)).json()) as { release_id: unknown };
  assert.match(String(live.release_id), /^[0-9a-f]{40}$/, "the build embeds the commit it was made from");
  const stopped = server.stop();
  let draining: Response | undefined;
  for (let i = 0; i < 100 && draining?.status !== 503; i++) {
    draining = await fetch(`${server.url}/readyz`).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.equal(draining?.status, 503);
  assert.deepEqual(await draining?.json(), { status: "fail", draining: true });
  assert.equal((await fetch(`${server.url}/livez`)).status, 200);
  await stopped;
});
