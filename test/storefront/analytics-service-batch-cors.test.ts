import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { headers, pageView } from "./analytics-service-support.ts";
import { BATCH_URL, createTestStorefront, json, VISITOR } from "./storefront-support.ts";

describe("analytics service: POST /api/analytics/events/batch/", () => {
  test("CORS: preflight and allowed origins", async (t) => {
    const open = await createTestStorefront(t);
    const preflight = await open.analyticsApp.inject({
      method: "OPTIONS",
      url: BATCH_URL,
      headers: { origin: "https://shop.example", "access-control-request-method": "POST" },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers["access-control-allow-origin"], "*");
    assert.equal(preflight.headers["access-control-allow-methods"], "POST");

    const closed = await createTestStorefront(t, {
      env: { ANALYTICS_ALLOWED_ORIGINS: "https://shop.example" },
    });
    const allowed = await closed.analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers: { ...headers, origin: "https://shop.example" },
      payload: { visitor_id: VISITOR, events: [pageView()] },
    });
    assert.equal(allowed.statusCode, 201);
    assert.equal(allowed.headers["access-control-allow-origin"], "https://shop.example");
    const denied = await closed.analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers: { ...headers, origin: "https://evil.example" },
      payload: { visitor_id: VISITOR, events: [pageView()] },
    });
    assert.equal(denied.statusCode, 403);
    assert.equal(json(denied).code, "origin_not_allowed");
  });
});
