import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { PACKAGE_VERSION } from "../support/package-version.ts";
import { CHROME_LINUX, GOOGLEBOT } from "./analytics/analytics-support.ts";
import { BATCH_URL, createTestStorefront, json, VISITOR } from "./storefront-support.ts";

const headers = { "content-type": "application/json", "user-agent": CHROME_LINUX };
const pageView = (path = "/") => ({ kind: "page_view", path });

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
    const invalid = await analyticsApp.inject({ method: "POST", url: BATCH_URL, headers, payload: "{oops" });
    assert.equal(invalid.statusCode, 400);
    assert.equal(json(invalid).code, "invalid_json");
    const missing = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers,
      payload: { visitor_id: VISITOR },
    });
    assert.equal(missing.statusCode, 400);
    assert.deepEqual(json(missing).errors, [{ in: "body", field: "events", message: "is required" }]);
    const empty = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers,
      payload: { visitor_id: VISITOR, events: [] },
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(json(empty).code, "invalid_request");
    const badVisitor = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers,
      payload: { visitor_id: "me", events: [pageView()] },
    });
    assert.equal(badVisitor.statusCode, 400);
  });

  test("a valid batch answers 201 with accepted and rejected; a bad event is rejected alone", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const res = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers,
      payload: {
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
      },
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
    const many = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers,
      payload: {
        visitor_id: VISITOR,
        consent: "granted",
        events: Array.from({ length: 101 }, () => pageView()),
      },
    });
    assert.equal(many.statusCode, 413);
    assert.equal(json(many).code, "payload_too_large");
    const hundred = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers,
      payload: {
        visitor_id: VISITOR,
        consent: "granted",
        events: Array.from({ length: 100 }, () => pageView()),
      },
    });
    assert.equal(hundred.statusCode, 201);
    const big = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers,
      payload: {
        visitor_id: VISITOR,
        events: Array.from({ length: 50 }, () => ({
          kind: "client_error",
          hash: "a",
          message: "m".repeat(1400),
        })),
      },
    });
    assert.equal(big.statusCode, 413);
  });

  test("consent is enforced on the server: without granted only user_error is kept, the rest is counted", async (t) => {
    const { analyticsApp, analytics } = await createTestStorefront(t);
    for (const consent of [undefined, "pending", "denied"]) {
      const res = await analyticsApp.inject({
        method: "POST",
        url: BATCH_URL,
        headers,
        payload: {
          visitor_id: VISITOR,
          ...(consent ? { consent } : {}),
          events: [
            pageView(),
            { kind: "user_error", incident_id: "inc-9", error_code: "SF-CARD_DECLINED", user_id: "u-1" },
          ],
        },
      });
      assert.deepEqual(json(res), { accepted: 1, rejected: 0, dropped: 1, errors: [] });
    }
    await analytics?.worker.drainAll();
    const overview = await analytics?.reports.overview({
      from: "2026-03-10",
      to: "2026-03-10",
      interval: "day",
    });
    assert.equal(overview?.page_views, 0);
    assert.equal(overview?.errors.user_errors, 3);
    assert.equal(overview?.dropped_events.consent, 3);
  });

  test("bots are dropped by User-Agent", async (t) => {
    const { analyticsApp } = await createTestStorefront(t);
    const res = await analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers: { ...headers, "user-agent": GOOGLEBOT },
      payload: { visitor_id: VISITOR, consent: "granted", events: [pageView(), pageView("/a")] },
    });
    assert.deepEqual(json(res), { accepted: 0, rejected: 0, dropped: 2, errors: [] });
  });

  test("no IP, no query value and no stack trace reaches the event log or the request log", async (t) => {
    const { analyticsApp, analytics, logs } = await createTestStorefront(t);
    const res = await analyticsApp.inject({
      method: "POST",
      url: `${BATCH_URL}?email=alice%40example.com`,
      remoteAddress: "203.0.113.77",
      headers: { ...headers, origin: "https://shop.example" },
      payload: {
        visitor_id: VISITOR,
        consent: "granted",
        events: [
          {
            kind: "page_view",
            path: "/search?q=alice%40example.com&token=s3cr3t&utm_source=Newsletter",
            referrer: "https://shop.example/account?id=42",
          },
          {
            kind: "client_error",
            hash: "f00",
            message: "Failed for alice@example.com card 4111111111111111",
            source: "https://shop.example/app.js?session=s3cr3t:1:2",
          },
          {
            kind: "api_request",
            method: "GET",
            endpoint: "/api/users/12345/orders?token=s3cr3t",
            status: 200,
            latency_ms: 12,
          },
        ],
      },
    });
    assert.equal(res.statusCode, 201);
    const [row = {}] =
      (await analytics?.database.sql.all<Record<string, unknown>>("select * from event_batches")) ?? [];
    const stored = JSON.stringify(row);
    for (const secret of ["203.0.113.77", "alice", "s3cr3t", "4111111111111111", "id=42"])
      assert.ok(!stored.includes(secret), `${secret} stored: ${stored}`);
    const events = JSON.parse(String(row.events)) as Record<string, unknown>[];
    assert.deepEqual(events[0]?.query_keys, ["q", "token"]);
    assert.deepEqual(events[0]?.utm, { source: "newsletter" });
    assert.equal(
      events[0]?.referrer_host,
      undefined,
      "a referrer from the site itself is internal navigation",
    );
    assert.equal(events.find((e) => e.kind === "api_request")?.endpoint, "/api/users/:id/orders");
    const lines = JSON.stringify(logs);
    assert.ok(logs.some((l) => (l.req as { path?: string } | undefined)?.path === BATCH_URL));
    for (const secret of ["203.0.113.77", "alice", "email=", "remoteAddress"])
      assert.ok(!lines.includes(secret), `${secret} logged: ${lines}`);
  });

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
