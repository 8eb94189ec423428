import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import pino from "pino";
import { type App, createApp } from "../../api/create-app.ts";
import { createRedisCounter } from "../../platform/net/window-counter.ts";
import { parseConfig } from "../../src/config.ts";
import { createCore } from "../../src/core.ts";
import { call, createTestApp, guest, TEST_JWT_SECRET } from "../support/test-app.ts";
import { openTestStore, requireServer } from "../support/test-store.ts";
import { assertProblem, type Response } from "./security-support.ts";

describe("rate limits", () => {
  test("sign-in routes per address: 429 problem+json with Retry-After", async (t) => {
    const { app } = await createTestApp(t, { RATE_LIMIT_AUTH_MAX: "3" });
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push(await app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: {} }));
    assert.deepEqual(
      statuses.map((r) => r.statusCode),
      [200, 200, 200, 429],
    );
    const limited = statuses[3] as Response;
    assertProblem(limited, 429, "rate_limited");
    assert.ok(Number(limited.headers["retry-after"]) > 0);
    const elsewhere = await app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      payload: {},
      remoteAddress: "10.0.0.9",
    });
    assert.equal(elsewhere.statusCode, 200);
  });

  test("writes per principal and per address", async (t) => {
    const { app } = await createTestApp(t, { RATE_LIMIT_ACTIONS_MAX: "2", RATE_LIMIT_ADDRESS_MAX: "5" });
    const [ann, bob] = [await guest(app, "Ann"), await guest(app, "Bob")];
    const create = (who: string) => call(app, who, "POST", "/sessions", {});
    assert.deepEqual([(await create(ann)).statusCode, (await create(ann)).statusCode], [201, 201]);
    const annLimited = await create(ann);
    assertProblem(annLimited, 429, "rate_limited");
    assert.ok(Number(annLimited.headers["retry-after"]) > 0);
    assert.equal((await create(bob)).statusCode, 201);
    assert.equal((await create(bob)).statusCode, 201);
    const carol = await guest(app, "Carol");
    assertProblem(await create(carol), 429, "rate_limited");
  });

  test("shared through Redis across two apps, and per process while Redis is down", async (t) => {
    if (!requireServer(t, "REDIS_URL")) return;
    const redisUrl = process.env.REDIS_URL as string;
    const prefix = `test:${randomUUID()}:`;
    const env = { DATABASE_FILE: ":memory:", RATE_LIMIT_AUTH_MAX: "3", LOGIN_MAX_FAILURES: "2" };
    const config = parseConfig(env);
    const store = await openTestStore();
    const logger = pino({ level: "silent" });
    const apps: App[] = [];
    const counters = [
      createRedisCounter(redisUrl, logger, { prefix }),
      createRedisCounter(redisUrl, logger, { prefix }),
    ];
    for (const counter of counters) {
      const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET, counter });
      apps.push(await createApp({ core, config, logger }));
    }
    t.after(async () => {
      for (const app of apps) await app.close();
      for (const counter of counters) await counter.close();
      await store.close();
    });
    const [a, b] = apps as [App, App];
    for (const counter of counters) assert.equal(await counter.ping(), true);
    const guestOn = (app: App) => app.inject({ method: "POST", url: "/api/v1/auth/guest", payload: {} });
    assert.equal((await guestOn(a)).statusCode, 200);
    assert.equal((await guestOn(b)).statusCode, 200);
    assert.equal((await guestOn(a)).statusCode, 200);
    assertProblem(await guestOn(b), 429, "rate_limited");

    const login = (app: App) =>
      app.inject({
        method: "POST",
        url: "/api/v1/auth/login",
        payload: { email: "nobody@example.com", password: "wrong password" },
        remoteAddress: "10.1.1.1",
      });
    assertProblem(await login(a), 401, "invalid_credentials");
    assertProblem(await login(b), 401, "invalid_credentials");
    assertProblem(await login(a), 429, "rate_limited");

    const down = createRedisCounter("redis://127.0.0.1:1", logger, { prefix });
    t.after(() => down.close());
    assert.equal(await down.ping(), false);
    const core = createCore({ config, store, jwtSecret: TEST_JWT_SECRET, counter: down });
    const alone = await createApp({ core, config, logger });
    t.after(() => alone.close());
    const answered = [];
    for (let i = 0; i < 4; i++) answered.push((await guestOn(alone)).statusCode);
    assert.deepEqual(answered, [200, 200, 200, 429]);
  });
});
