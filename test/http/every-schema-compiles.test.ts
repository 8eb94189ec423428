import assert from "node:assert/strict";
import { test } from "node:test";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { createApp } from "../../api/create-app.ts";
import { type SharedCompilers, sharedCompilers } from "../../http/shared-compilers.ts";
import { createMetrics } from "../../platform/metrics.ts";
import { createCore } from "../../src/core.ts";
import { createTestClock, TEST_JWT_SECRET, testConfig } from "../support/test-app.ts";
import { openTestStore } from "../support/test-store.ts";

type Factory = (shared: unknown, options: unknown) => (route: unknown) => unknown;

/** `factory`, counting the routes it compiles for. */
function counting(factory: unknown, count: { n: number }): never {
  return ((shared: unknown, options: unknown) => {
    const compile = (factory as Factory)(shared, options);
    return (route: unknown) => {
      count.n++;
      return compile(route);
    };
  }) as never;
}

/** The game API with every schema compiled at start-up, and `extra` routes registered after its own. */
async function eagerApp(t: { after: (fn: () => unknown) => void }, extra?: (app: FastifyInstance) => void) {
  const config = testConfig();
  const store = await openTestStore();
  const core = createCore({
    config,
    store,
    jwtSecret: TEST_JWT_SECRET,
    now: createTestClock().now,
    metrics: createMetrics(false),
  });
  const own = sharedCompilers();
  const counts = { validators: { n: 0 }, serializers: { n: 0 } };
  const compilers: SharedCompilers = {
    buildValidator: counting(own.buildValidator, counts.validators),
    buildSerializer: counting(own.buildSerializer, counts.serializers),
    eager: true,
  };
  const plugins = extra ? [async (app: FastifyInstance) => extra(app)] : [];
  const app = await createApp({ core, config, logger: pino({ level: "silent" }), compilers, plugins });
  t.after(async () => {
    await app.close();
    await store.close();
  });
  return { app, counts };
}

test("every schema of every game API route compiles while an eager app starts, so none can fail at its first request", async (t) => {
  const { app, counts } = await eagerApp(t);
  await app.ready();
  const routes = app.apiRoutes().length;
  assert.ok(counts.validators.n >= routes / 2, `${counts.validators.n} validators for ${routes} routes`);
  assert.ok(counts.serializers.n >= routes, `${counts.serializers.n} serializers for ${routes} routes`);
});

test("an eager app refuses to start with a schema that does not compile, naming it", async (t) => {
  const { app } = await eagerApp(t, (app) => {
    app.post(
      "/broken",
      { schema: { body: { type: "object", properties: { a: { type: "nonsense" } } } } },
      () => ({}),
    );
  });
  await assert.rejects(async () => {
    await app.ready();
  }, /nonsense|type/);
});
