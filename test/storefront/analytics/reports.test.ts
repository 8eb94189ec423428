import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { pagesReportCsv } from "../../../storefront/analytics/reports/pages-report.ts";
import { resolveReportRange } from "../../../storefront/analytics/reports/report-range.ts";
import type { ReportRange } from "../../../storefront/analytics/reports/report-schemas.ts";
import {
  at,
  createTestAnalytics,
  GOOGLEBOT,
  SAFARI_IPHONE,
  type TestAnalytics,
} from "./analytics-support.ts";

const A = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
const B = "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb";
const C = "cccccccc-cccc-4ccc-8ccc-cccccccccccc";
const D = "dddddddd-dddd-4ddd-8ddd-dddddddddddd";
const RANGE: ReportRange = { from: "2026-03-02", to: "2026-03-10", interval: "day" };

/**
 * A hand-made week and a half with known answers. Visitor A has three visits:
 * the second starts 30 min 1 s after the first one's last page view (which
 * itself came exactly 30 min after the previous one, so it did not split),
 * and the third is two days later. B lands from a newsletter on an iPhone, C
 * has not consented, a bot is dropped, and D comes from Hacker News the next
 * week and sends one invalid event.
 */
async function seed(h: TestAnalytics) {
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

const zeros = {
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

describe("staff reports on a hand-made dataset", () => {
  let h: TestAnalytics;
  before(async () => {
    h = await createTestAnalytics(null);
    await seed(h);
  });
  after(() => h.analytics.close());

  test("overview KPIs", async () => {
    assert.deepEqual(await h.analytics.reports.overview(RANGE), {
      range: RANGE,
      visitors: 3,
      sessions: 5,
      page_views: 10,
      views_per_session: 2,
      avg_engaged_ms: 10_000,
      bounce_rate: 0.4,
      api: { requests: 3, status_2xx: 1, status_3xx: 0, status_4xx: 1, status_5xx: 1, failed: 0 },
      errors: { client_errors: 1, user_errors: 2 },
      dropped_events: { consent: 1, bot: 1, invalid: 1 },
      consent: {
        asked: 0,
        granted: 0,
        denied: 0,
        pending: 0,
        granted_rate: 0,
        denied_rate: 0,
        pending_rate: 0,
      },
      crawlers: [{ crawler: "Googlebot", category: "search", requests: 1, events: 1 }],
    });
  });

  test("daily timeseries, with empty days as zeros", async () => {
    const points = (await h.analytics.reports.timeseries(RANGE)).points;
    assert.equal(points.length, 9);
    assert.deepEqual(points[0], {
      ...zeros,
      start: "2026-03-02",
      end: "2026-03-02",
      visitors: 2,
      sessions: 3,
      page_views: 7,
      bounce_rate: 0.3333,
      api_requests: 2,
      api_2xx: 1,
      api_5xx: 1,
      client_errors: 1,
      user_errors: 1,
    });
    assert.deepEqual(points[1], { ...zeros, start: "2026-03-03", end: "2026-03-03", user_errors: 1 });
    assert.deepEqual(points[2], {
      ...zeros,
      start: "2026-03-04",
      end: "2026-03-04",
      visitors: 1,
      sessions: 1,
      page_views: 1,
      bounce_rate: 1,
    });
    assert.deepEqual(points[3], { ...zeros, start: "2026-03-05", end: "2026-03-05" });
    assert.deepEqual(points[7], {
      ...zeros,
      start: "2026-03-09",
      end: "2026-03-09",
      visitors: 1,
      sessions: 1,
      page_views: 2,
      api_requests: 1,
      api_4xx: 1,
    });
  });

  test("weekly timeseries: Monday weeks, a visitor counted once per week, edge weeks clipped", async () => {
    const weekly = (await h.analytics.reports.timeseries({ ...RANGE, interval: "week" })).points;
    assert.deepEqual(weekly, [
      {
        ...zeros,
        start: "2026-03-02",
        end: "2026-03-08",
        visitors: 2,
        sessions: 4,
        page_views: 8,
        bounce_rate: 0.5,
        api_requests: 2,
        api_2xx: 1,
        api_5xx: 1,
        client_errors: 1,
        user_errors: 2,
      },
      {
        ...zeros,
        start: "2026-03-09",
        end: "2026-03-10",
        visitors: 1,
        sessions: 1,
        page_views: 2,
        api_requests: 1,
        api_4xx: 1,
      },
    ]);
    const clipped = await h.analytics.reports.timeseries({
      from: "2026-03-04",
      to: "2026-03-10",
      interval: "week",
    });
    assert.deepEqual(
      clipped.points.map((p) => [p.start, p.end, p.sessions]),
      [
        ["2026-03-04", "2026-03-08", 1],
        ["2026-03-09", "2026-03-10", 1],
      ],
    );
  });

  test("pages with entries and exits", async () => {
    assert.deepEqual(await h.analytics.reports.pages(RANGE), {
      range: RANGE,
      total_views: 10,
      pages: [
        {
          path: "/",
          is_admin_area: false,
          views: 4,
          entries: 4,
          exits: 1,
          exit_rate: 0.25,
          avg_engaged_ms: null,
        },
        {
          path: "/cart",
          is_admin_area: false,
          views: 2,
          entries: 0,
          exits: 1,
          exit_rate: 0.5,
          avg_engaged_ms: null,
        },
        {
          path: "/products/42",
          is_admin_area: false,
          views: 2,
          entries: 0,
          exits: 1,
          exit_rate: 0.5,
          avg_engaged_ms: 30_000,
        },
        {
          path: "/checkout",
          is_admin_area: false,
          views: 1,
          entries: 0,
          exits: 1,
          exit_rate: 1,
          avg_engaged_ms: null,
        },
        {
          path: "/products/7",
          is_admin_area: false,
          views: 1,
          entries: 1,
          exits: 1,
          exit_rate: 1,
          avg_engaged_ms: 20_000,
        },
      ],
    });
  });

  test("sources: channels, referrers and UTM", async () => {
    const sources = await h.analytics.reports.sources(RANGE);
    assert.deepEqual(sources.channels, [
      { value: "Direct", sessions: 2, page_views: 2, bounce_rate: 1 },
      { value: "Email", sessions: 1, page_views: 2, bounce_rate: 0 },
      { value: "Organic Search", sessions: 1, page_views: 4, bounce_rate: 0 },
      { value: "Organic Social", sessions: 1, page_views: 2, bounce_rate: 0 },
    ]);
    assert.deepEqual(sources.referrers, [
      { value: "google.com", sessions: 1, page_views: 4, bounce_rate: 0 },
      { value: "news.ycombinator.com", sessions: 1, page_views: 2, bounce_rate: 0 },
    ]);
    assert.deepEqual(sources.utm_sources, [
      { value: "newsletter", sessions: 1, page_views: 2, bounce_rate: 0 },
    ]);
    assert.deepEqual(sources.utm_mediums, [{ value: "email", sessions: 1, page_views: 2, bounce_rate: 0 }]);
    assert.deepEqual(sources.utm_campaigns, [
      { value: "spring", sessions: 1, page_views: 2, bounce_rate: 0 },
    ]);
  });

  test("technology: browser, OS, device and screen", async () => {
    assert.deepEqual(await h.analytics.reports.technology(RANGE), {
      range: RANGE,
      browsers: [
        { value: "Chrome", sessions: 4, share: 0.8 },
        { value: "Mobile Safari", sessions: 1, share: 0.2 },
      ],
      operating_systems: [
        { value: "Linux", sessions: 4, share: 0.8 },
        { value: "iOS", sessions: 1, share: 0.2 },
      ],
      devices: [
        { value: "desktop", sessions: 4, share: 0.8 },
        { value: "mobile", sessions: 1, share: 0.2 },
      ],
      screens: [
        { value: "large", sessions: 4, share: 0.8 },
        { value: "small", sessions: 1, share: 0.2 },
      ],
    });
  });

  test("errors: JS errors by hash, API errors, the user_error log", async () => {
    assert.deepEqual(await h.analytics.reports.errors(RANGE), {
      range: RANGE,
      client_errors: [
        {
          hash: "abc123",
          occurrences: 1,
          message: "TypeError: x is undefined",
          source: "https://shop.example/app.js:10:5",
          last_path: "/",
          last_seen: "2026-03-02T10:06:00.000Z",
        },
      ],
      api_errors: [
        {
          service: "orders",
          method: "POST",
          endpoint: "/api/orders/",
          requests: 1,
          status_4xx: 0,
          status_5xx: 1,
          failed: 0,
        },
        {
          service: "catalog",
          method: "GET",
          endpoint: "/api/catalog/products/:id",
          requests: 2,
          status_4xx: 1,
          status_5xx: 0,
          failed: 0,
        },
      ],
      user_errors: {
        by_code: [
          { error_code: "SF-OUT_OF_STOCK", occurrences: 1 },
          { error_code: "SF-PAYMENT_DECLINED", occurrences: 1 },
        ],
        latest: [
          {
            at: "2026-03-03T08:01:00.000Z",
            incident_id: "inc-2",
            error_code: "SF-OUT_OF_STOCK",
            user_id: null,
            path: "/",
          },
          {
            at: "2026-03-02T10:21:00.000Z",
            incident_id: "inc-1",
            error_code: "SF-PAYMENT_DECLINED",
            user_id: "u-42",
            path: "/checkout",
          },
        ],
      },
    });
  });

  test("api: per-service figures and the slowest endpoints", async () => {
    assert.deepEqual(await h.analytics.reports.api(RANGE), {
      range: RANGE,
      services: [
        {
          service: "catalog",
          requests: 2,
          error_rate: 0,
          client_error_rate: 0.5,
          avg_ms: 27.5,
          p50_ms: 25,
          p95_ms: 47.5,
        },
        {
          service: "orders",
          requests: 1,
          error_rate: 1,
          client_error_rate: 0,
          avg_ms: 250,
          p50_ms: 250,
          p95_ms: 295,
        },
      ],
      slowest_endpoints: [
        {
          service: "orders",
          method: "POST",
          endpoint: "/api/orders/",
          requests: 1,
          error_rate: 1,
          client_error_rate: 0,
          avg_ms: 250,
          p50_ms: 250,
          p95_ms: 295,
        },
        {
          service: "catalog",
          method: "GET",
          endpoint: "/api/catalog/products/:id",
          requests: 2,
          error_rate: 0,
          client_error_rate: 0.5,
          avg_ms: 27.5,
          p50_ms: 25,
          p95_ms: 47.5,
        },
      ],
    });
  });

  test("a range outside the data is all zeros", async () => {
    const empty = { from: "2026-01-01", to: "2026-01-31", interval: "day" } as const;
    assert.equal((await h.analytics.reports.overview(empty)).sessions, 0);
    assert.equal((await h.analytics.reports.overview(empty)).visitors, 0);
    assert.deepEqual((await h.analytics.reports.pages(empty)).pages, []);
  });

  test("the pages CSV has a header row and CRLF lines", async () => {
    const csv = pagesReportCsv(await h.analytics.reports.pages(RANGE));
    assert.equal(
      csv,
      [
        "path,views,entries,exits,exit_rate,avg_engaged_ms,is_admin_area",
        "/,4,4,1,0.25,,false",
        "/cart,2,0,1,0.5,,false",
        "/products/42,2,0,1,0.5,30000,false",
        "/checkout,1,0,1,1,,false",
        "/products/7,1,1,1,1,20000,false",
        "",
      ].join("\r\n"),
    );
  });
});

describe("report ranges", () => {
  const now = Date.parse("2026-03-10T15:00:00Z");
  test("default to the last 30 days, by day", async () => {
    assert.deepEqual(resolveReportRange({}, now), { from: "2026-02-09", to: "2026-03-10", interval: "day" });
    assert.deepEqual(resolveReportRange({ to: "2026-01-31", interval: "week" }, now), {
      from: "2026-01-02",
      to: "2026-01-31",
      interval: "week",
    });
  });

  for (const [query, message] of [
    [{ from: "2026-02-30" }, /from must be a real date/],
    [{ to: "2026-13-01" }, /to must be a real date/],
    [{ from: "2026-03-05", to: "2026-03-01" }, /is after to/],
    [{ from: "2024-01-01", to: "2026-01-01" }, /at most 366/],
  ] as const) {
    test(`rejects ${JSON.stringify(query)}`, async () => {
      assert.throws(
        () => resolveReportRange(query, now),
        (error: unknown) =>
          (error as { code?: string }).code === "invalid_request" && message.test(String(error)),
      );
    });
  }
});
