import assert from "node:assert/strict";
import { test } from "node:test";
import { AjvCompiler } from "@fastify/ajv-compiler";
import Fastify from "fastify";
import { lazyValidators } from "../../http/lazy-validators.ts";

const body = {
  type: "object",
  required: ["name"],
  properties: { name: { type: "string" }, count: { type: "integer", default: 1 } },
  additionalProperties: false,
};
const querystring = { type: "object", properties: { n: { type: "integer" } } };

/** Fastify's own Ajv compiler, counting the validators it compiles. */
function countingAjv() {
  const counted = { compiled: 0 };
  const factory = AjvCompiler();
  const eager: typeof factory = (externalSchemas, options) => {
    const compile = factory(externalSchemas, options);
    return (route) => {
      counted.compiled++;
      return compile(route);
    };
  };
  return { eager, counted };
}

function appWith(buildValidator?: ReturnType<typeof AjvCompiler>) {
  const app = Fastify(buildValidator ? { schemaController: { compilersFactory: { buildValidator } } } : {});
  app.post("/things", { schema: { body, querystring } }, async (request) => ({
    body: request.body,
    query: request.query,
  }));
  app.get("/never-asked", { schema: { querystring } }, async () => ({}));
  return app;
}

test("request validators are compiled at a route's first request, and answer as Fastify's own", async (t) => {
  const { eager, counted } = countingAjv();
  const lazy = appWith(lazyValidators(eager));
  const own = appWith();
  t.after(() => Promise.all([lazy.close(), own.close()]));
  await Promise.all([lazy.ready(), own.ready()]);
  assert.equal(counted.compiled, 0, "start-up compiles nothing");

  const requests = [
    { method: "POST" as const, url: "/things?n=3", payload: { name: "a" } },
    { method: "POST" as const, url: "/things?n=x", payload: { name: "a" } },
    { method: "POST" as const, url: "/things", payload: { count: 2, extra: true } },
  ];
  for (const request of requests) {
    const [mine, theirs] = await Promise.all([lazy.inject(request), own.inject(request)]);
    assert.equal(mine.statusCode, theirs.statusCode, request.url);
    assert.equal(mine.body, theirs.body, "same coercion, defaults and errors");
  }
  assert.equal(counted.compiled, 2, "the body and query of the one route asked, once each");
});
