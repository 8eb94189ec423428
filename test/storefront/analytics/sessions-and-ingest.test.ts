import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { at, createTestAnalytics } from "./analytics-support.ts";

const V = "11111111-1111-4111-8111-111111111111";
const DAY = "2026-03-02";
const RANGE = { from: DAY, to: DAY, interval: "day" } as const;

describe("server-side session split", () => {
  test("a page_leave after a long hidden tab closes the page; it does not open a visit", async (t) => {
    const h = await createTestAnalytics(t);
    await h.send({ visitor_id: V, events: [{ kind: "page_view", ts: at(DAY, "09:00"), path: "/article" }] });
    await h.send({
      visitor_id: V,
      events: [{ kind: "page_leave", ts: at(DAY, "11:00"), path: "/article", duration_ms: 90_000 }],
    });
    await h.send({ visitor_id: V, events: [{ kind: "page_view", ts: at(DAY, "11:10"), path: "/next" }] });
    await h.analytics.worker.drainAll();
    const overview = await h.analytics.reports.overview(RANGE);
    assert.equal(overview.sessions, 2, "the 11:10 view is a new visit; the 11:00 leave is not");
    assert.equal(overview.avg_engaged_ms, 45_000);
    const pages = (await h.analytics.reports.pages(RANGE)).pages;
    assert.deepEqual(
      pages.map((p) => [p.path, p.entries, p.exits, p.avg_engaged_ms]),
      [
        ["/article", 1, 1, 90_000],
        ["/next", 1, 1, null],
      ],
    );
  });

  test("late events join the current visit; an earlier page view becomes its entry", async (t) => {
    const h = await createTestAnalytics(t);
    await h.send({ visitor_id: V, events: [{ kind: "page_view", ts: at(DAY, "09:10"), path: "/b" }] });
    await h.analytics.worker.drainAll();
    await h.send(
      { visitor_id: V, events: [{ kind: "page_view", ts: at(DAY, "09:05"), path: "/a" }] },
      { at: "2026-03-02T09:11:00Z" },
    );
    await h.analytics.worker.drainAll();
    const overview = await h.analytics.reports.overview(RANGE);
    assert.equal(overview.sessions, 1);
    assert.equal(overview.bounce_rate, 0);
    assert.deepEqual(
      (await h.analytics.reports.pages(RANGE)).pages.map((p) => [p.path, p.entries, p.exits]),
      [
        ["/a", 1, 0],
        ["/b", 0, 1],
      ],
    );
  });

  test("a visit across midnight counts on the day it started", async (t) => {
    const h = await createTestAnalytics(t);
    await h.send({ visitor_id: V, events: [{ kind: "page_view", ts: at(DAY, "23:50"), path: "/" }] });
    await h.send({
      visitor_id: V,
      events: [{ kind: "page_view", ts: at("2026-03-03", "00:10"), path: "/late" }],
    });
    await h.analytics.worker.drainAll();
    const points = (await h.analytics.reports.timeseries({ from: DAY, to: "2026-03-03", interval: "day" }))
      .points;
    assert.deepEqual(
      points.map((p) => [p.start, p.sessions, p.page_views, p.visitors, p.bounce_rate]),
      [
        [DAY, 1, 1, 1, 0],
        ["2026-03-03", 0, 1, 1, 0],
      ],
    );
  });

  test("draining in many small steps gives the same rollups as one drain", async (t) => {
    const one = await createTestAnalytics(t);
    const many = await createTestAnalytics(t);
    for (const h of [one, many]) {
      for (let i = 0; i < 40; i++) {
        const visitor = `00000000-0000-4000-8000-${String(i % 7).padStart(12, "0")}`;
        const ts = at(DAY, "08:00") + i * 11 * 60_000;
        await h.send({
          visitor_id: visitor,
          events: [
            { kind: "page_view", ts, path: `/p${i % 5}` },
            {
              kind: "api_request",
              ts: ts + 1,
              method: "GET",
              endpoint: `/api/items/${i}`,
              status: 200 + (i % 3) * 100,
              latency_ms: i * 7,
            },
            { kind: "page_leave", ts: ts + 2, path: `/p${i % 5}`, duration_ms: 1000 * i },
          ],
        });
      }
    }
    await one.analytics.worker.drainAll(1000);
    while ((await many.analytics.worker.drainOnce(3)).batches > 0);
    const range = { from: DAY, to: "2026-03-03", interval: "day" } as const;
    for (const name of ["overview", "timeseries", "pages", "sources", "technology", "errors", "api"] as const)
      assert.deepEqual(
        await many.analytics.reports[name](range),
        await one.analytics.reports[name](range),
        name,
      );
  });
});

describe("ingest timestamps", () => {
  test("ts is corrected by the batch's clock offset and clamped to [arrival - 1 h, arrival]", async (t) => {
    const h = await createTestAnalytics(t);
    const arrival = "2026-03-02T12:00:00Z";
    const now = Date.parse(arrival);
    await h.send(
      {
        visitor_id: V,
        // The client clock is 2 hours behind.
        sent_at: now - 7_200_000,
        events: [
          { kind: "page_view", ts: now - 7_200_000 - 60_000, path: "/skewed" },
          { kind: "page_view", ts: now + 3_600_000, path: "/future" },
          { kind: "page_view", ts: 0, path: "/ancient" },
          { kind: "page_view", path: "/no-ts" },
        ],
      },
      { at: arrival },
    );
    const [{ events: row } = { events: "[]" }] = await h.analytics.database.sql.all<{ events: string }>(
      "select events from event_batches",
    );
    const times = Object.fromEntries(
      (JSON.parse(row) as { path: string; ts: number }[]).map((e) => [e.path, new Date(e.ts).toISOString()]),
    );
    assert.deepEqual(times, {
      "/skewed": "2026-03-02T11:59:00.000Z",
      "/future": "2026-03-02T12:00:00.000Z",
      "/ancient": "2026-03-02T11:00:00.000Z",
      "/no-ts": "2026-03-02T12:00:00.000Z",
    });
  });
});
