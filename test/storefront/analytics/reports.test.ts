import assert from "node:assert/strict";
import { after, before, describe, test } from "node:test";
import { createTestAnalytics, type TestAnalytics } from "./analytics-support.ts";
import { RANGE, seed, zeros } from "./report-dataset.ts";

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
});
