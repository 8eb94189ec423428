import assert from "node:assert/strict";
import { test } from "node:test";
import Fastify from "fastify";
import { lazySerializers } from "../../http/lazy-serializers.ts";

const valid = { type: "object", properties: { id: { type: "string" } } };
const unbuildable = { $ref: "#/definitions/missing" };

async function appWith(lazy: boolean) {
  const app = Fastify(lazy ? lazySerializers() : {});
  app.get("/valid", { schema: { response: { 200: valid } } }, async () => ({ id: "a", secret: "dropped" }));
  app.get("/never-asked", { schema: { response: { 200: unbuildable } } }, async () => ({}));
  return app;
}

test("response serializers are built at a route's first answer: start-up builds none, and they serialize as Fastify's own", async (t) => {
  const eager = await appWith(false);
  // Fastify's own compiler builds every serializer while starting, so the unbuildable one fails start-up.
  await assert.rejects(async () => eager.ready(), {
    code: "FST_ERR_SCH_SERIALIZATION_BUILD",
    message: /GET: \/never-asked/,
  });

  const app = await appWith(true);
  t.after(() => app.close());
  await app.ready();
  for (let i = 0; i < 2; i++) {
    const res = await app.inject("/valid");
    assert.equal(res.body, '{"id":"a"}', "fields outside the schema are dropped, as before");
  }
  assert.equal((await app.inject("/never-asked")).statusCode, 500);
});

test("a frozen answer is serialized once per route and status; an unfrozen one every time", async (t) => {
  const app = Fastify(lazySerializers());
  t.after(() => app.close());
  let reads = 0;
  let value = "first";
  // The serializer reads `id` once per serialization.
  const frozen = Object.freeze({
    get id() {
      reads++;
      return "kept";
    },
  });
  const open = {
    get id() {
      reads++;
      return value;
    },
  };
  app.get("/frozen", { schema: { response: { 200: valid } } }, async () => frozen);
  app.get("/open", { schema: { response: { 200: valid } } }, async () => open);
  for (let i = 0; i < 3; i++) assert.equal((await app.inject("/frozen")).body, '{"id":"kept"}');
  assert.equal(reads, 1);
  assert.equal((await app.inject("/open")).body, '{"id":"first"}');
  value = "changed";
  assert.equal(
    (await app.inject("/open")).body,
    '{"id":"changed"}',
    "a mutable answer is never served stale",
  );
  assert.equal(reads, 3);
});
