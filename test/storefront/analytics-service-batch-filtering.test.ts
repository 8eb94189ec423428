import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { GOOGLEBOT } from "./analytics/analytics-support.ts";
import { headers, pageView, postBatch } from "./analytics-service-support.ts";
import { BATCH_URL, createTestStorefront, json, VISITOR } from "./storefront-support.ts";

describe("analytics service: POST /api/analytics/events/batch/", () => {
  test("consent is enforced on the server: without granted only user_error is kept, the rest is counted", async (t) => {
    const { analyticsApp, analytics } = await createTestStorefront(t);
    for (const consent of [undefined, "pending", "denied"]) {
      const res = await postBatch(analyticsApp, {
        visitor_id: VISITOR,
        ...(consent ? { consent } : {}),
        events: [
          pageView(),
          { kind: "user_error", incident_id: "inc-9", error_code: "SF-CARD_DECLINED", user_id: "u-1" },
        ],
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
});
