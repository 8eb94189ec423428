import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { test } from "node:test";
import pino from "pino";
import { startMetricsServer } from "../../http/metrics-server.ts";
import { createMetrics } from "../../platform/metrics.ts";
import { parseStorefrontConfig } from "../../storefront/config.ts";
import { memoryStoreCheck, workerCheck } from "../../storefront/shared/dependency-checks.ts";
import { checkHealth } from "../../storefront/shared/health.ts";
import { createRedisJobQueue, startRedisWorker } from "../../storefront/shared/redis-job-queue.ts";
import { createStorefrontJobHandlers } from "../../storefront/storefront-jobs.ts";
import { requireServer } from "../support/test-store.ts";

test("with REDIS_URL, jobs go through BullMQ to the worker, which writes the heartbeat health reads", async (t) => {
  if (!requireServer(t, "REDIS_URL")) return;
  const url = process.env.REDIS_URL as string;
  const queueName = `storefront-test-${randomBytes(4).toString("hex")}`;
  const producer = createRedisJobQueue(url, () => {}, queueName);
  t.after(() => producer.close());
  const before = await checkHealth("order", [
    memoryStoreCheck(() => producer.ping()),
    workerCheck(() => producer.heartbeat(), 30),
  ]);
  assert.equal(before.checks.memory_store?.status, "ok");
  assert.equal(before.checks.memory_store?.detail, "redis");
  assert.equal(before.checks.worker?.status, "fail");

  const relayed: string[] = [];
  let relayedOne: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    relayedOne = resolve;
  });
  const handlers = createStorefrontJobHandlers({
    logger: pino({ level: "silent" }),
    relayChatMessage: async (id) => {
      relayed.push(id);
      relayedOne();
    },
  });
  const metrics = createMetrics();
  const worker = await startRedisWorker({
    url,
    queueName,
    handlers,
    logger: pino({ level: "silent" }),
    purgeHourUtc: 3,
    jobs: metrics.jobs,
  });
  t.after(() => worker.close());
  const probes = await startMetricsServer({
    host: "127.0.0.1",
    port: 0,
    metrics,
    allowlist: parseStorefrontConfig({}).METRICS_ALLOWLIST,
    ready: async () => true,
    draining: () => false,
  });
  t.after(() => probes.close());
  await producer.enqueue("chat_relay", { messageId: "m-1" });
  await done;
  assert.deepEqual(relayed, ["m-1"]);
  // BullMQ reports the completion just after the handler resolves.
  const completed = `jobs_total{queue="${queueName}",state="completed"} 1`;
  let text = "";
  for (let i = 0; i < 100 && !text.includes(completed); i++) {
    text = (await probes.inject({ method: "GET", url: "/metrics" })).body;
    if (!text.includes(completed)) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.ok(text.includes(completed), `missing ${completed}`);
  const after = await checkHealth("order", [workerCheck(() => producer.heartbeat(), 30)]);
  assert.equal(after.status, "ok");
});
