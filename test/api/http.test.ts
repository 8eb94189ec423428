import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { PACKAGE_VERSION } from "../support/package-version.ts";
import { createTestApp, guest, json } from "../support/test-app.ts";
import { TEST_DATABASE_URL } from "../support/test-store.ts";

describe("HTTP edges", () => {
  test("unknown routes get 404 problem+json", async (t) => {
    const { app } = await createTestApp(t);
    const res = await app.inject({ method: "GET", url: "/api/v1/nope" });
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers["content-type"], "application/problem+json; charset=utf-8");
    assert.deepEqual(Object.keys(json(res)).sort(), ["code", "detail", "status", "title", "type"]);
    assert.equal(json(res).code, "route_not_found");
  });

  test("invalid JSON 400, oversized body 413, wrong content type 415", async (t) => {
    const { app } = await createTestApp(t, { BODY_LIMIT_BYTES: "1024" });
    const headers = { "content-type": "application/json", authorization: await guest(app) };
    const invalid = await app.inject({ method: "POST", url: "/api/v1/sessions", headers, payload: "{oops" });
    assert.equal(invalid.statusCode, 400);
    assert.equal(json(invalid).code, "invalid_json");
    const big = await app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      headers,
      payload: JSON.stringify({ display_name: "x".repeat(2000) }),
    });
    assert.equal(big.statusCode, 413);
    assert.equal(json(big).code, "payload_too_large");
    const xml = await app.inject({
      method: "POST",
      url: "/api/v1/auth/guest",
      headers: { "content-type": "application/xml" },
      payload: "<x/>",
    });
    assert.equal(xml.statusCode, 415);
    assert.equal(json(xml).code, "unsupported_media_type");
  });

  test("health reports ok, and fail with 503 when the database is gone", async (t) => {
    const { app, store } = await createTestApp(t);
    const ok = await app.inject({ method: "GET", url: "/api/v1/health" });
    assert.equal(ok.statusCode, 200);
    assert.deepEqual(json(ok), {
      service: "game",
      status: "ok",
      checks: {
        database: { status: "ok", detail: TEST_DATABASE_URL ? "postgresql" : "sqlite" },
        migrations: { status: "ok" },
      },
      version: PACKAGE_VERSION,
      release_id: null,
    });
    const live = await app.inject({ method: "GET", url: "/api/v1/health/live" });
    assert.deepEqual(json(live), {
      service: "game",
      status: "ok",
      version: PACKAGE_VERSION,
      release_id: null,
    });
    await store.db.destroy();
    const down = await app.inject({ method: "GET", url: "/api/v1/health" });
    assert.equal(down.statusCode, 503);
    assert.equal(json(down).status, "fail");
  });

  test("the OpenAPI document lists every route, and the docs page is served", async (t) => {
    const { app } = await createTestApp(t);
    const doc = json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>(
      await app.inject({ method: "GET", url: "/api/v1/openapi.json" }),
    );
    assert.equal(doc.openapi, "3.1.0");
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const routes = app.apiRoutes().map((r) => r.replace(/:(\w+)/g, "{$1}"));
    assert.ok(routes.length >= 12);
    for (const route of routes) assert.ok(documented.has(route), `${route} is missing from openapi.json`);
    const docs = await app.inject({ method: "GET", url: "/api/v1/docs/" });
    assert.equal(docs.statusCode, 200);
  });
});
