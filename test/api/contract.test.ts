import assert from "node:assert/strict";
import { test } from "node:test";
import { lintFromString, loadConfig } from "@redocly/openapi-core";
import { openapiPathOf } from "../../storefront/backend-apps.ts";
import { BACKEND_SERVICES, createTestPlatform } from "../storefront/platform-support.ts";
import { createTestStorefront } from "../storefront/storefront-support.ts";
import { createTestApp, guest, json } from "../support/test-app.ts";

/**
 * Warnings the recommended ruleset raises that are deliberate, each with its reason:
 * - info-license: the services are not published under a licence;
 * - operation-4xx-response on health checks, the SDK, GET /plugins and GET /api/categories/: they take no input and answer 200 or 503;
 * - no-unused-components: every storefront service shares Problem, TokenPair and the bearer scheme; not every one uses them all.
 */
const EXPLAINED: Readonly<Record<string, RegExp>> = {
  "info-license": /^#\/info$/,
  "operation-4xx-response": /health|sdk\.js|~1plugins\/|~1categories~1\//,
  "no-unused-components": /TokenPair|Problem|bearerAuth/,
};

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        tags?: string[];
        requestBody?: { required: boolean };
        responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
        parameters?: { name: string; in: string }[];
      }
    >
  >;
};

test("the served OpenAPI documents lint clean with @redocly/openapi-core", async (t) => {
  const { app } = await createTestApp(t);
  const s = await createTestStorefront(t);
  const platform = await createTestPlatform(t);
  // From a file: createConfig's argument type derives from Redocly's whole JSON schema, which
  // took tsc longer than the rest of this file's types together.
  const config = await loadConfig({ configPath: "test/fixtures/redocly.yaml" });
  const served = [
    await app.inject({ method: "GET", url: "/api/v1/openapi.json" }),
    await s.adminApp.inject({ method: "GET", url: "/api/admin/openapi.json" }),
    await s.analyticsApp.inject({ method: "GET", url: "/api/analytics/openapi.json" }),
    ...(await Promise.all(
      BACKEND_SERVICES.map(async (name) =>
        (await platform.app(name)).inject({ method: "GET", url: openapiPathOf(name) }),
      ),
    )),
  ];
  for (const res of served) {
    assert.equal(res.statusCode, 200);
    const problems = await lintFromString({ source: res.body, absoluteRef: "/openapi.json", config });
    const unexplained = problems.filter(
      (p) =>
        p.severity === "error" ||
        !EXPLAINED[p.ruleId]?.test(p.location.map((l) => decodeURIComponent(l.pointer ?? "")).join(" ")),
    );
    assert.deepEqual(
      unexplained.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`),
      [],
    );
  }
});

test("the game API document: names, optional bodies, statuses and headers are true", async (t) => {
  const { app } = await createTestApp(t);
  const doc = json<Doc>(await app.inject({ method: "GET", url: "/api/v1/openapi.json" }));
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      assert.ok(op.operationId && !ids.has(op.operationId), `${method} ${path} has a unique operationId`);
      ids.add(op.operationId);
      assert.ok(op.tags?.length, `${method} ${path} has tags`);
      if (op.requestBody) {
        for (const status of ["400", "413", "415"])
          assert.ok(op.responses[status], `${method} ${path} ${status}`);
      }
      if (method === "post")
        assert.ok(op.responses["429"]?.headers?.["Retry-After"], `${method} ${path} 429`);
      if (op.responses["401"]) assert.ok(op.responses["401"].headers?.["WWW-Authenticate"]);
    }
  }
  assert.equal(doc.paths["/api/v1/auth/guest"]?.post?.requestBody?.required, false);
  assert.equal(doc.paths["/api/v1/sessions"]?.post?.requestBody?.required, false);
  assert.equal(doc.paths["/api/v1/auth/register"]?.post?.requestBody?.required, true);
  const actions = doc.paths["/api/v1/games/{game_id}/actions"]?.post;
  assert.ok(actions?.responses["200"]?.headers?.["Idempotent-Replayed"]);
  assert.ok(actions?.parameters?.some((p) => p.in === "header" && p.name === "idempotency-key"));
  const media = doc.paths["/api/v1/media/render/{game_id}"]?.get;
  assert.ok(media?.responses["200"]?.headers?.ETag);
  assert.ok(media?.parameters?.some((p) => p.in === "header" && p.name === "if-none-match"));
  assert.equal(media?.responses["304"]?.content, undefined);
});

test("a POST without a request body still lists what its body parser answers: 413, 415 and invalid_json, as it answers them", async (t) => {
  const { app } = await createTestApp(t);
  const doc = json<Doc>(await app.inject({ method: "GET", url: "/api/v1/openapi.json" }));
  const close = doc.paths["/api/v1/sessions/{session_id}/close"]?.post;
  assert.equal(close?.requestBody, undefined);
  for (const status of ["400", "413", "415"]) assert.ok(close?.responses[status], status);
  assert.match(JSON.stringify(close?.responses["400"]), /invalid_json/);

  const host = await guest(app, "Ann");
  const session = json<{ id: string }>(
    await app.inject({ method: "POST", url: "/api/v1/sessions", headers: { authorization: host } }),
  );
  const url = `/api/v1/sessions/${session.id}/close`;
  const empty = await app.inject({
    method: "POST",
    url,
    headers: { authorization: host, "content-type": "application/json" },
  });
  assert.equal(empty.statusCode, 400);
  assert.equal(empty.json().code, "invalid_json");
  const text = await app.inject({
    method: "POST",
    url,
    headers: { authorization: host, "content-type": "application/xml" },
    payload: "<close/>",
  });
  assert.equal(text.statusCode, 415);
  assert.equal(text.json().code, "unsupported_media_type");
});
