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
  await assert.rejects(
    async () => eager.ready(),
    "Fastify's own compiler builds every serializer while starting",
  );

  const app = await appWith(true);
  t.after(() => app.close());
  await app.ready();
  for (let i = 0; i < 2; i++) {
    const res = await app.inject("/valid");
    assert.equal(res.body, '{"id":"a"}', "fields outside the schema are dropped, as before");
  }
  assert.equal((await app.inject("/never-asked")).statusCode, 500);
});
