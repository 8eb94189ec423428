import assert from "node:assert/strict";
import { describe, test } from "node:test";
import type { ReportRange } from "../../../storefront/analytics/reports/report-query.ts";
import { at, countRows, createTestAnalytics, type TestAnalytics } from "./analytics-support.ts";

const ERASED = "aaaaaaaa-0000-4000-8000-000000000001";
const KEPT = "bbbbbbbb-0000-4000-8000-000000000002";
const RANGE: ReportRange = { from: "2026-03-01", to: "2026-03-05", interval: "day" };
const AUDIT = { staffAccountId: "staff-1", subjectHash: "h".repeat(64), at: 0 };

/** A visit of two pages, an API call, a JS error and a user error on `day`. */
function visit(visitor: string, day: string, time: string, user: string | null = null) {
  const t = at(day, time);
  return {
    visitor_id: visitor,
    session_id: visitor.replace(/^.{8}/, "cccccccc"),
    events: [
      { kind: "page_view", ts: t, path: "/landing?utm_source=news", referrer: "https://news.example/a" },
      { kind: "page_view", ts: t + 1000, path: "/product/1" },
      { kind: "page_leave", ts: t + 5000, path: "/product/1", duration_ms: 4000 },
      {
        kind: "api_request",
        ts: t + 1500,
        method: "GET",
        endpoint: "/api/models/1/",
        status: 500,
        latency_ms: 40,
      },
      { kind: "client_error", ts: t + 2000, hash: "abc123", message: "boom" },
      {
        kind: "user_error",
        ts: t + 2500,
        incident_id: `inc-${visitor}-${time}`,
        error_code: "SF-X",
        user_id: user,
      },
    ],
  };
}

async function allReports(h: TestAnalytics) {
  const { reports } = h.analytics;
  const { visitors: _, ...overview } = await reports.overview(RANGE);
  const timeseries = (await reports.timeseries(RANGE)).points.map(({ visitors: _v, ...p }) => p);
  const errors = await reports.errors(RANGE);
  // The latest occurrence's time stays, as the latency maximum does (see docs: what an erasure leaves).
  const clientErrors = errors.client_errors.map(({ last_seen: _l, ...e }) => e);
  const api = (await reports.api(RANGE)).services.map((s) => [s.service, s.requests, s.error_rate]);
  return {
    overview,
    timeseries,
    pages: await reports.pages(RANGE),
    sources: await reports.sources(RANGE),
    technology: await reports.technology(RANGE),
    errors: { ...errors, client_errors: clientErrors },
    api,
  };
}

async function sendKept(h: TestAnalytics) {
  await h.send(visit(KEPT, "2026-03-02", "10:00", "user-kept"));
  await h.send(visit(KEPT, "2026-03-03", "09:00"));
}

describe("per-visitor export and erasure", () => {
  test("erasing a visitor leaves every report as if they had never come", async (t) => {
    const expected = await createTestAnalytics(t);
    await sendKept(expected);
    await expected.analytics.worker.drainAll();

    const h = await createTestAnalytics(t);
    await h.send(visit(ERASED, "2026-03-02", "09:00", "user-erased"));
    await sendKept(h);
    await h.send(visit(ERASED, "2026-03-02", "09:10"));
    await h.analytics.worker.drainAll();
    // Two more batches: one folded in before the erasure, one still waiting for the worker.
    await h.send(visit(ERASED, "2026-03-03", "11:00"));
    await h.analytics.worker.drainAll();
    await h.send(visit(ERASED, "2026-03-04", "08:00"));

    const exported = await h.analytics.privacy.exportVisitor(ERASED);
    assert.equal(exported.events.length, 24);
    assert.equal(exported.visits.length, 2, "the 09:00 and 09:10 visits are one; 03-03 is another");
    assert.equal(exported.sessions.length, 1);
    assert.ok(exported.events.every((e) => e.browser === "Chrome"));

    const counts = await h.analytics.privacy.eraseVisitor(ERASED, AUDIT);
    assert.deepEqual(counts, { events: 24, visits: 2, sessions: 1, user_errors: 3 });
    await h.analytics.worker.drainAll();
    assert.deepEqual(await allReports(h), await allReports(expected));
    assert.equal(await countRows(h.analytics, "visits", `visitor_id = '${ERASED}'`), 0);
    assert.equal(await countRows(h.analytics, "event_batches", `visitor_id = '${ERASED}'`), 0);

    const again = await h.analytics.privacy.eraseVisitor(ERASED, AUDIT);
    assert.deepEqual(again, { events: 0, visits: 0, sessions: 0, user_errors: 0 });
    assert.deepEqual(await allReports(h), await allReports(expected));
    const log = await h.analytics.privacy.erasures(10);
    assert.equal(log.length, 2);
    assert.equal(log[1]?.events, 24);
    assert.equal(log[1]?.subject_hash, AUDIT.subjectHash);
    assert.equal(JSON.stringify(log).includes(ERASED), false);
  });

  test("an unknown visitor exports nothing", async (t) => {
    const h = await createTestAnalytics(t);
    assert.deepEqual(await h.analytics.privacy.exportVisitor(ERASED), {
      events: [],
      visits: [],
      sessions: [],
    });
  });
});

describe("per-user export and erasure of the user_error log", () => {
  test("the user's log entries, their counts and their raw events go; others stay", async (t) => {
    const h = await createTestAnalytics(t);
    await h.send(visit(ERASED, "2026-03-02", "09:00", "user-erased"));
    await sendKept(h);
    await h.analytics.worker.drainAll();
    // Not folded in yet when the erasure runs.
    await h.send({
      visitor_id: KEPT,
      consent: "pending",
      events: [
        {
          kind: "user_error",
          ts: at("2026-03-03", "12:00"),
          incident_id: "late",
          error_code: "SF-Y",
          user_id: "user-erased",
        },
      ],
    });

    const exported = await h.analytics.privacy.exportUser("user-erased");
    assert.deepEqual(
      exported.user_errors.map((e) => e.incident_id),
      [`inc-${ERASED}-09:00`],
    );
    const counts = await h.analytics.privacy.eraseUser("user-erased", AUDIT);
    assert.deepEqual(counts, { events: 0, visits: 0, sessions: 0, user_errors: 2 });
    await h.analytics.worker.drainAll();

    const errors = await h.analytics.reports.errors(RANGE);
    assert.deepEqual(
      errors.user_errors.latest.map((e) => e.user_id),
      [null, "user-kept"],
    );
    assert.deepEqual(errors.user_errors.by_code, [{ error_code: "SF-X", occurrences: 2 }]);
    assert.equal((await h.analytics.reports.overview(RANGE)).errors.user_errors, 2);
    const visitorEvents = (await h.analytics.privacy.exportVisitor(ERASED)).events;
    assert.equal(visitorEvents.length, 5, "the visitor's other events stay");
    assert.equal(await countRows(h.analytics, "event_batches", "events like '%user-erased%'"), 0);
    assert.deepEqual(await h.analytics.privacy.exportUser("user-erased"), { user_errors: [] });
    assert.equal((await h.analytics.privacy.eraseUser("user-erased", AUDIT)).user_errors, 0);
  });
});
