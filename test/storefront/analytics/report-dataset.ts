import assert from "node:assert/strict";
import type { ReportRange } from "../../../storefront/analytics/reports/report-query.ts";
import { at, GOOGLEBOT, SAFARI_IPHONE, type TestAnalytics } from "./analytics-support.ts";

export const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
export const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
export const C = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
export const D = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";
export const RANGE: ReportRange = { from: "2026-03-02", to: "2026-03-10", interval: "day" };

/**
 * A hand-made week and a half with known answers. Visitor A has three visits:
 * the second starts 30 min 1 s after the first one's last page view (which
 * itself came exactly 30 min after the previous one, so it did not split),
 * and the third is two days later. B lands from a newsletter on an iPhone, C
 * has not consented, a bot is dropped, and D comes from Hacker News the next
 * week and sends one invalid event.
 */
export async function seed(h: TestAnalytics) {
  const d1 = "2026-03-02";
  assert.deepEqual(
    await h.send({
      visitor_id: A,
      events: [
        {
          kind: "page_view",
          ts: at(d1, "09:00"),
          path: "/",
          referrer: "https://www.google.com/search?q=shoes",
        },
        { kind: "page_view", ts: at(d1, "09:01"), path: "/products/42?color=red" },
        { kind: "page_leave", ts: at(d1, "09:02"), path: "/products/42", duration_ms: 30_000 },
        {
          kind: "api_request",
          ts: at(d1, "09:02:30"),
          path: "/products/42",
          method: "GET",
          endpoint: "/api/catalog/products/42?expand=1",
          status: 200,
          latency_ms: 40,
        },
        { kind: "page_view", ts: at(d1, "09:03"), path: "/cart" },
      ],
    }),
    { accepted: 5, rejected: 0, dropped: 0, errors: [] },
  );
  await h.send({ visitor_id: A, events: [{ kind: "page_view", ts: at(d1, "09:33:00"), path: "/cart" }] });
  await h.send({
    visitor_id: A,
    events: [
      { kind: "page_view", ts: at(d1, "10:03:01"), path: "/products/7" },
      { kind: "page_leave", ts: at(d1, "10:04"), path: "/products/7", duration_ms: 20_000 },
    ],
  });
  await h.send(
    {
      visitor_id: B,
      viewport: { width: 390, height: 844 },
      events: [
        {
          kind: "page_view",
          ts: at(d1, "10:00"),
          path: "/?utm_source=newsletter&utm_medium=email&utm_campaign=spring",
        },
        {
          kind: "api_request",
          ts: at(d1, "10:05"),
          method: "POST",
          endpoint: "https://shop.example/api/orders/",
          status: 500,
          latency_ms: 250,
        },
        {
          kind: "client_error",
          ts: at(d1, "10:06"),
          path: "/",
          hash: "abc123",
          message: "TypeError: x is undefined",
          source: "https://shop.example/app.js?v=3:10:5",
        },
        { kind: "page_view", ts: at(d1, "10:20"), path: "/checkout" },
        {
          kind: "user_error",
          ts: at(d1, "10:21"),
          path: "/checkout",
          incident_id: "inc-1",
          error_code: "SF-PAYMENT_DECLINED",
          user_id: "u-42",
        },
      ],
    },
    { userAgent: SAFARI_IPHONE },
  );
  const d2 = "2026-03-03";
  assert.deepEqual(
    await h.send({
      visitor_id: C,
      consent: "pending",
      events: [
        { kind: "page_view", ts: at(d2, "08:00"), path: "/" },
        {
          kind: "user_error",
          ts: at(d2, "08:01"),
          path: "/",
          incident_id: "inc-2",
          error_code: "SF-OUT_OF_STOCK",
        },
      ],
    }),
    { accepted: 1, rejected: 0, dropped: 1, errors: [] },
  );
  assert.equal(
    (
      await h.send(
        { events: [{ kind: "page_view", ts: at(d2, "09:00"), path: "/" }] },
        { userAgent: GOOGLEBOT },
      )
    ).dropped,
    1,
  );
  await h.send({ visitor_id: A, events: [{ kind: "page_view", ts: at("2026-03-04", "11:00"), path: "/" }] });
  const d9 = "2026-03-09";
  assert.deepEqual(
    await h.send({
      visitor_id: D,
      events: [
        {
          kind: "page_view",
          ts: at(d9, "12:00"),
          path: "/",
          referrer: "https://news.ycombinator.com/item?id=1",
        },
        { kind: "page_view", ts: at(d9, "12:01"), path: "/products/42" },
        {
          kind: "api_request",
          ts: at(d9, "12:01:30"),
          method: "GET",
          endpoint: "/api/catalog/products/99",
          status: 404,
          latency_ms: 15,
        },
        { kind: "page_vieww", path: "/" },
      ],
    }),
    { accepted: 3, rejected: 1, dropped: 0, errors: [{ index: 3, reason: 'unknown kind "page_vieww"' }] },
  );
  h.clock.set("2026-03-10T12:00:00Z");
  await h.analytics.worker.drainAll();
}

/** A day with nothing in it, as the timeseries report shows it. */
export const zeros = {
  visitors: 0,
  sessions: 0,
  page_views: 0,
  bounce_rate: 0,
  api_requests: 0,
  api_2xx: 0,
  api_3xx: 0,
  api_4xx: 0,
  api_5xx: 0,
  api_failed: 0,
  client_errors: 0,
  user_errors: 0,
};
