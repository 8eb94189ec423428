import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { PurgeProgress } from "../../../storefront/analytics/retention/purge-old-events.ts";
import { purgeOldEvents } from "../../../storefront/analytics/retention/purge-old-events.ts";
import { at, countRows, createTestAnalytics, type TestAnalytics } from "./analytics-support.ts";

const OLD = "2026-01-10";
const EDGE = "2026-01-31";
const NEW = "2026-03-01";

const count = (h: TestAnalytics, table: string, where?: string) => countRows(h.analytics, table, where);

/** 30 old visits (Jan 10), one visit starting Jan 31 23:50 and going on past midnight, and 5 recent visits. */
async function seed(h: TestAnalytics) {
  for (let i = 0; i < 30; i++) {
    const visitor = `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`;
    await h.send({
      visitor_id: visitor,
      events: [
        { kind: "page_view", ts: at(OLD, "10:00") + i * 60_000, path: `/old/${i % 3}` },
        {
          kind: "api_request",
          ts: at(OLD, "10:00") + i * 60_000 + 1,
          method: "GET",
          endpoint: "/api/x",
          status: 500,
          latency_ms: 9,
        },
        {
          kind: "user_error",
          ts: at(OLD, "10:00") + i * 60_000 + 2,
          incident_id: `old-${i}`,
          error_code: "SF-OLD",
        },
      ],
    });
  }
  const edge = "eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee";
  await h.send({ visitor_id: edge, events: [{ kind: "page_view", ts: at(EDGE, "23:50"), path: "/edge" }] });
  await h.send({
    visitor_id: edge,
    events: [{ kind: "page_view", ts: at("2026-02-01", "00:05"), path: "/edge/2" }],
  });
  for (let i = 0; i < 5; i++) {
    await h.send({
      visitor_id: `11111111-0000-4000-8000-${String(i).padStart(12, "0")}`,
      events: [
        { kind: "page_view", ts: at(NEW, "10:00") + i * 60_000, path: "/new" },
        {
          kind: "user_error",
          ts: at(NEW, "10:00") + i * 60_000 + 1,
          incident_id: `new-${i}`,
          error_code: "SF-NEW",
        },
      ],
    });
  }
  await h.analytics.worker.drainAll();
}

describe("purge_old_analytics_events", () => {
  test("deletes old events and the rollups only they fed, in chunks, and keeps the rest", async (t) => {
    const h = await createTestAnalytics(t);
    await seed(h);
    const before = await h.analytics.reports.overview({
      from: "2026-02-01",
      to: "2026-03-10",
      interval: "day",
    });
    h.clock.set("2026-03-02T08:00:00Z");
    const progress: PurgeProgress[] = [];
    // 30 days kept before 2026-03-02: the cutoff day is 2026-01-31.
    const result = await purgeOldEvents(h.analytics.database.sql, {
      days: 30,
      now: h.clock.now(),
      chunkSize: 7,
      onProgress: (p) => progress.push(p),
    });
    assert.equal(result.cutoffDay, "2026-01-31");
    assert.equal(result.batches, 30);
    assert.equal(result.events, 90);
    assert.equal(result.visits, 30);
    assert.equal(result.userErrors, 30);
    assert.ok(result.rollupRows > 0);

    assert.equal(await count(h, "event_batches"), 7);
    assert.equal(await count(h, "visits"), 6, "the edge visit ended after the cutoff and is kept");
    assert.equal(await count(h, "user_error_log"), 5);
    for (const table of [
      "daily_totals",
      "daily_pages",
      "daily_dimensions",
      "daily_api",
      "daily_user_errors",
      "daily_visitor_sketches",
    ])
      assert.equal(await count(h, table, `day < '2026-01-31'`), 0, table);
    assert.ok((await count(h, "daily_pages", `day = '${EDGE}'`)) > 0, "rows of the cutoff day stay");

    const after = await h.analytics.reports.overview({
      from: "2026-02-01",
      to: "2026-03-10",
      interval: "day",
    });
    assert.deepEqual(after, before, "reports inside the retention are unchanged");
    assert.equal((await h.analytics.reports.overview({ from: OLD, to: OLD, interval: "day" })).sessions, 0);

    const eventSteps = progress.filter((p) => p.phase === "events");
    assert.ok(eventSteps.length >= 5, "30 batches in chunks of 7 report progress 5 times or more");
    assert.deepEqual(eventSteps.at(-1), { phase: "events", done: 90, total: 90 });

    const again = await purgeOldEvents(h.analytics.database.sql, { days: 30, now: h.clock.now() });
    assert.equal(again.batches + again.visits + again.userErrors + again.rollupRows, 0);
  });

  test("the worker keeps working after a purge", async (t) => {
    const h = await createTestAnalytics(t);
    await seed(h);
    h.clock.set("2026-03-02T08:00:00Z");
    await h.analytics.purge(1);
    await h.send({
      visitor_id: "22222222-2222-4222-8222-222222222222",
      events: [{ kind: "page_view", ts: at("2026-03-02", "09:00"), path: "/" }],
    });
    await h.analytics.worker.drainAll();
    assert.equal(
      (await h.analytics.reports.overview({ from: "2026-03-01", to: "2026-03-02", interval: "day" }))
        .sessions,
      6,
    );
  });

  test("a purge that empties the event log does not make later batches invisible to the worker", async (t) => {
    const h = await createTestAnalytics(t);
    for (const path of ["/a", "/b"]) {
      await h.send({
        visitor_id: "33333333-3333-4333-8333-333333333333",
        events: [{ kind: "page_view", ts: at(OLD, "10:00"), path }],
      });
    }
    await h.analytics.worker.drainAll();
    h.clock.set("2026-03-02T08:00:00Z");
    await h.analytics.purge(1);
    assert.equal(await count(h, "event_batches"), 0);
    await h.send({
      visitor_id: "44444444-4444-4444-8444-444444444444",
      events: [{ kind: "page_view", ts: at("2026-03-02", "07:00"), path: "/after" }],
    });
    assert.equal(await h.analytics.worker.drainAll(), 1);
  });

  test("a batch the worker has not folded in yet is never purged", async (t) => {
    const h = await createTestAnalytics(t);
    await h.send({
      visitor_id: "55555555-5555-4555-8555-555555555555",
      events: [{ kind: "page_view", ts: at(OLD, "10:00"), path: "/pending" }],
    });
    h.clock.set("2026-03-02T08:00:00Z");
    await h.analytics.purge(1);
    assert.equal(await count(h, "event_batches"), 1);
  });
});
