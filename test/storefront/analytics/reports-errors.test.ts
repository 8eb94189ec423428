import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { pagesReportCsv } from "../../../storefront/analytics/reports/pages/pages-csv.ts";
import { createTestAnalytics, type TestAnalytics } from "./analytics-support.ts";
import { RANGE, seed } from "./report-dataset.ts";

describe("staff reports on a hand-made dataset: errors, API figures, empty ranges and CSV", () => {
  let h: TestAnalytics;
  before(async () => {
    h = await createTestAnalytics(null);
    await seed(h);
  });
  after(() => h.analytics.close());

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
