import assert from "node:assert/strict";
import { test } from "node:test";
import Fastify from "fastify";
import {
  memoryStoreCheck,
  messengerBotCheck,
  workerCheck,
} from "../../storefront/shared/dependency-checks.ts";
import { checkHealth, healthRoutes } from "../../storefront/shared/health.ts";
import { createFakeTelegram } from "../support/fake-telegram.ts";
import { createTestPlatform } from "./platform-support.ts";

test("a failing check makes the health document fail with 503, naming the check and its duration", async (t) => {
  const app = Fastify();
  t.after(() => app.close());
  await app.register(
    healthRoutes("/api/health/", "order", [
      { name: "database", run: async () => "sqlite" },
      workerCheck(
        async () => 0,
        30,
        () => 60_000,
      ),
    ]),
  );
  const res = await app.inject({ method: "GET", url: "/api/health/" });
  assert.equal(res.statusCode, 503);
  const doc = res.json();
  assert.equal(doc.status, "fail");
  assert.equal(doc.checks.database.status, "ok");
  assert.equal(doc.checks.worker.status, "fail");
  assert.match(doc.checks.worker.detail, /60 s ago/);
  assert.equal(typeof doc.checks.worker.duration_ms, "number");
});

test("worker and memory store checks", async () => {
  const fresh = await checkHealth("chat", [
    memoryStoreCheck(null),
    workerCheck(
      async () => 1000,
      30,
      () => 5000,
    ),
  ]);
  assert.equal(fresh.status, "ok");
  assert.match(fresh.checks.memory_store?.detail ?? "", /in-process/);
  const never = await checkHealth("chat", [workerCheck(async () => null, 30)]);
  assert.equal(never.status, "fail");
  const redisDown = await checkHealth("chat", [
    memoryStoreCheck(() => Promise.reject(new Error("ECONNREFUSED"))),
  ]);
  assert.equal(redisDown.checks.memory_store?.status, "fail");
});

test("messenger bot check: unset token fails; getMe through TELEGRAM_API_ROOT, remembered for a minute", async (t) => {
  const telegram = createFakeTelegram();
  const server = await telegram.listen();
  t.after(() => server.close());
  assert.equal((await checkHealth("chat", [messengerBotCheck(undefined, server.url)])).status, "fail");
  let now = 0;
  const check = messengerBotCheck("123456:test-token", server.url, () => now);
  const first = await checkHealth("chat", [check]);
  assert.equal(first.status, "ok");
  assert.equal(first.checks.messenger_bot?.detail, "@dice_table_bot");
  await checkHealth("chat", [check]);
  assert.equal(telegram.callsTo("getMe").length, 1);
  now = 61_000;
  telegram.failNext("getMe", { error_code: 401, description: "Unauthorized" });
  assert.equal((await checkHealth("chat", [check])).status, "fail");
  assert.equal((await checkHealth("chat", [check])).status, "ok");
});

test("the database check fails when a service's migrations are not applied", async (t) => {
  const { platform } = await createTestPlatform(t);
  const { databaseCheck } = await import("../../storefront/shared/database-check.ts");
  const ok = await checkHealth("auth", [
    databaseCheck(platform.database, { service: "auth", migrations: {} }),
  ]);
  assert.equal(ok.status, "ok");
  const missing = await checkHealth("auth", [
    databaseCheck(platform.database, {
      service: "auth",
      migrations: { "9999-future": { up: async () => {} } },
    }),
  ]);
  assert.equal(missing.status, "fail");
  assert.match(missing.checks.database?.detail ?? "", /9999-future/);
});
