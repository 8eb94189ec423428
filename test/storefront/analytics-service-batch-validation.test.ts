import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { CHROME_LINUX } from "./analytics/analytics-support.ts";
import { pageView, postBatch } from "./analytics-service-support.ts";
import { BATCH_URL, createTestStorefront, json, VISITOR } from "./storefront-support.ts";

describe("analytics service: POST /api/analytics/events/batch/", () => {
  test("the seed's liveness line: an empty-body POST answers 400 problem+json", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    for (const request of [
      { headers: {} },
      { headers: { "content-type": "application/json" } },
      { headers: { "content-type": "text/plain" } },
    ]) {
      const res = await analyticsApp.inject({ method: "POST", url: BATCH_URL, ...request });
      assert.equal(res.statusCode, 400, JSON.stringify(request));
      assert.match(String(res.headers["content-type"]), /^application\/problem\+json/);
    }
  });

  test("invalid JSON, missing events and empty events get 400 with a stable code", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const invalid = await postBatch(analyticsApp, "{oops");
    assert.equal(invalid.statusCode, 400);
    assert.equal(json(invalid).code, "invalid_json");
    const missing = await postBatch(analyticsApp, { visitor_id: VISITOR });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(json(missing).errors, [{ in: "body", field: "events", message: "is required" }]);
    const empty = await postBatch(analyticsApp, { visitor_id: VISITOR, events: [] });
    assert.equal(empty.statusCode, 400);
    assert.equal(json(empty).code, "invalid_request");
    const badVisitor = await postBatch(analyticsApp, { visitor_id: "me", events: [pageView()] });
    assert.equal(badVisitor.statusCode, 400);
  });

  test("a valid batch answers 201 with accepted and rejected; a bad event is rejected alone", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const res = await postBatch(analyticsApp, {
      visitor_id: VISITOR,
      consent: "granted",
      events: [
        pageView("/"),
        { kind: "page_view", path: `/${"x".repeat(500)}` },
        { kind: "page_leave", path: "/", duration_ms: -1 },
        {
          kind: "api_request",
          method: "GET",
          endpoint: "/api/x",
          status: 200,
          latency_ms: 3,
          stack: "at x",
        },
        { kind: "user_error", incident_id: "i-1", error_code: "WRONG-PREFIX" },
        { kind: "teleport" },
        { kind: "constructor" },
        { kind: "client_error", hash: "abc", message: "boom" },
      ],
    });
    assert.equal(res.statusCode, 201);
    const body = json<{
      accepted: number;
      rejected: number;
      dropped: number;
      errors: { index: number; reason: string }[];
    }>(res);
    assert.equal(body.accepted, 2);
    assert.equal(body.rejected, 6);
    assert.equal(body.dropped, 0);
    assert.deepEqual(
      body.errors.map((e) => e.index),
      [1, 2, 3, 4, 5, 6],
    );
    assert.deepEqual(
      body.errors.map((e) => e.reason),
      [
        "/path must not have more than 500 characters",
        "/duration_ms must be >= 0",
        'unknown field "stack"',
        '/error_code must match pattern "^SF-[A-Z0-9_.-]{1,60}$"',
        'unknown kind "teleport"',
        'unknown kind "constructor"',
      ],
    );
  });

  test("sendBeacon's text/plain body is accepted like JSON", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const res = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": CHROME_LINUX },
      payload: JSON.stringify({ visitor_id: VISITOR, consent: "granted", events: [pageView()] }),
    });
    assert.equal(res.statusCode, 201);
    assert.equal(json(res).accepted, 1);
  });

  test("more than 100 events or 64 KB answers 413", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const many = await postBatch(analyticsApp, {
      visitor_id: VISITOR,
      consent: "granted",
      events: Array.from({ length: 101 }, () => pageView()),
    });
    assert.equal(many.statusCode, 413);
    assert.equal(json(many).code, "payload_too_large");
    const hundred = await postBatch(analyticsApp, {
      visitor_id: VISITOR,
      consent: "granted",
      events: Array.from({ length: 100 }, () => pageView()),
    });
    assert.equal(hundred.statusCode, 201);
    const big = await postBatch(analyticsApp, {
      visitor_id: VISITOR,
      events: Array.from({ length: 50 }, () => ({
        kind: "client_error",
        hash: "a",
        message: "m".repeat(1400),
      })),
    });
    assert.equal(big.statusCode, 413);
  });
});
