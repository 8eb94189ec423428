import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { PACKAGE_VERSION } from "../support/package-version.ts";
import { BATCH_URL, createTestStorefront, json } from "./storefront-support.ts";

describe("analytics service: health, SDK, OpenAPI", () => {
  test("health answers loopback only by default, and the configured allow-list", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const local = await analyticsApp.inject({ method: "GET", url: "/api/analytics/health/" });
    assert.equal(local.statusCode, 200);
    assert.deepEqual(json(local), {
      service: "analytics",
      status: "ok",
      version: PACKAGE_VERSION,
      release_id: null,
    });
    const v6 = await analyticsApp.inject({
      method: "GET",
      url: "/api/analytics/health/",
      remoteAddress: "::1",
    });
    assert.equal(v6.statusCode, 200);
    const outside = await analyticsApp.inject({
      method: "GET",
      url: "/api/analytics/health/",
      remoteAddress: "203.0.113.5",
    });
    assert.equal(outside.statusCode, 403);
    assert.equal(json(outside).code, "internal_only");

    const internal = await createTestStorefront(t, { env: { ANALYTICS_INTERNAL_ALLOWLIST: "10.0.0.0/8" } });
    const pod = await internal.analyticsApp.inject({
      method: "GET",
      url: "/api/analytics/health/",
      remoteAddress: "10.4.2.1",
    });
    assert.equal(pod.statusCode, 200);
    const loopback = await internal.analyticsApp.inject({ method: "GET", url: "/api/analytics/health/" });
    assert.equal(loopback.statusCode, 403);
  });

  test("serves the SDK bundle with an ETag", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const res = await analyticsApp.inject({ method: "GET", url: "/api/analytics/sdk.js" });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers["content-type"]), /^application\/javascript/);
    assert.match(res.body, /SiteAnalytics/);
    const again = await analyticsApp.inject({
      method: "GET",
      url: "/api/analytics/sdk.js",
      headers: { "if-none-match": String(res.headers.etag) },
    });
    assert.equal(again.statusCode, 304);
  });

  test("the OpenAPI 3.1 document lists the routes and each event kind's fields", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const doc = json<{
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    }>(await analyticsApp.inject({ method: "GET", url: "/api/analytics/openapi.json" }));
    assert.equal(doc.openapi, "3.1.0");
    assert.ok(doc.paths["/api/analytics/health/"]?.get);
    const post = doc.paths[BATCH_URL]?.post;
    assert.ok(post);
    const schema = JSON.stringify(post.requestBody?.content["application/json"]?.schema);
    for (const field of [
      "page_view",
      "page_leave",
      "api_request",
      "client_error",
      "user_error",
      "duration_ms",
      "latency_ms",
      "incident_id",
      "error_code",
      "user_id",
      "hash",
      "visitor_id",
      "consent",
    ])
      assert.ok(schema.includes(`"${field}"`), `${field} is not documented`);
  });
});
