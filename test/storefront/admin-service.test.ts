import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { REPORTS as REGISTERED_REPORTS } from "../../storefront/analytics/reports/report-registry.ts";
import { PACKAGE_VERSION } from "../support/package-version.ts";
import { CHROME_LINUX } from "./analytics/analytics-support.ts";
import {
  BATCH_URL,
  createTestStorefront,
  json,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  VISITOR,
} from "./storefront-support.ts";

/** Every registered report: a new one is covered without a line here. */
const REPORTS = Object.keys(REGISTERED_REPORTS);
const report = (name: string, query = "") => `/api/admin/dashboard/web/${name}/${query}`;

describe("admin service", () => {
  test("health document", async (t) => {
    const { adminApp } = await createTestStorefront(t);
    const res = await adminApp.inject({ method: "GET", url: "/api/admin/ops/health/" });
    assert.deepEqual(json(res), {
      service: "admin",
      status: "ok",
      checks: {},
      version: PACKAGE_VERSION,
      release_id: null,
    });
  });

  test("login: wrong password 401, non-staff 403, staff 200 with the auth service's Bearer pair", async (t) => {
    const s = await createTestStorefront(t);
    await s.staffAuthorization();
    await s.userAuthorization("shopper@shop.example");
    const wrong = await s.adminApp.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { email: STAFF_EMAIL, password: "nope-nope" },
    });
    assert.equal(wrong.statusCode, 401);
    assert.equal(json(wrong).code, "invalid_credentials");
    const shopper = await s.adminApp.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { email: "shopper@shop.example", password: STAFF_PASSWORD },
    });
    assert.equal(shopper.statusCode, 403);
    assert.equal(json(shopper).code, "staff_required");
    const staff = await s.adminApp.inject({
      method: "POST",
      url: "/api/admin/auth/login",
      payload: { email: STAFF_EMAIL, password: STAFF_PASSWORD },
    });
    assert.equal(staff.statusCode, 200);
    assert.deepEqual(Object.keys(json(staff)).sort(), [
      "access_token",
      "expires_in",
      "refresh_token",
      "token_type",
    ]);
    const refreshed = await s.adminApp.inject({
      method: "POST",
      url: "/api/admin/auth/refresh",
      payload: { refresh_token: json<{ refresh_token: string }>(staff).refresh_token },
    });
    assert.equal(refreshed.statusCode, 200);
  });

  test("every report: 401 without credentials, 403 for non-staff, 200 for staff", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    const shopper = await s.userAuthorization("shopper@shop.example");
    for (const name of REPORTS) {
      const anonymous = await s.adminApp.inject({ method: "GET", url: report(name) });
      assert.equal(anonymous.statusCode, 401, name);
      assert.equal(json(anonymous).code, "unauthenticated");
      const garbage = await s.adminApp.inject({
        method: "GET",
        url: report(name),
        headers: { authorization: "Bearer x" },
      });
      assert.equal(garbage.statusCode, 401, name);
      const forbidden = await s.adminApp.inject({
        method: "GET",
        url: report(name),
        headers: { authorization: shopper },
      });
      assert.equal(forbidden.statusCode, 403, name);
      assert.equal(json(forbidden).code, "staff_required");
      const ok = await s.adminApp.inject({
        method: "GET",
        url: report(name),
        headers: { authorization: staff },
      });
      assert.equal(ok.statusCode, 200, `${name}: ${ok.body}`);
    }
  });

  test("bad parameters get 400 problem+json", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    for (const query of [
      "?from=2026-02-30",
      "?from=yesterday",
      "?interval=month",
      "?from=2026-03-05&to=2026-03-01",
      "?to=2026-3-1",
    ]) {
      const res = await s.adminApp.inject({
        method: "GET",
        url: report("overview", query),
        headers: { authorization: staff },
      });
      assert.equal(res.statusCode, 400, query);
      assert.equal(json(res).code, "invalid_request");
    }
    const limit = await s.adminApp.inject({
      method: "GET",
      url: report("pages", "?limit=0"),
      headers: { authorization: staff },
    });
    assert.equal(limit.statusCode, 400);
  });

  test("reports read what the analytics service ingested; defaults are the last 30 days", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    await s.analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers: { "user-agent": CHROME_LINUX },
      payload: { visitor_id: VISITOR, consent: "granted", events: [{ kind: "page_view", path: "/a,b" }] },
    });
    await s.analytics?.worker.drainAll();
    const overview = json<{ range: unknown; sessions: number }>(
      await s.adminApp.inject({ method: "GET", url: report("overview"), headers: { authorization: staff } }),
    );
    assert.deepEqual(overview.range, { from: "2026-02-09", to: "2026-03-10", interval: "day" });
    assert.equal(overview.sessions, 1);
    const realtime = json<{ active_sessions: number; events: { summary: string }[] }>(
      await s.adminApp.inject({ method: "GET", url: report("realtime"), headers: { authorization: staff } }),
    );
    assert.equal(realtime.active_sessions, 1);
    assert.equal(realtime.events[0]?.summary, "/a,b");
  });

  test("pages as RFC 4180 CSV: header row, CRLF, quoted commas", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    await s.analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers: { "user-agent": CHROME_LINUX },
      payload: {
        visitor_id: VISITOR,
        consent: "granted",
        events: [
          { kind: "page_view", path: "/a,b", ts: s.clock.now() - 1000 },
          { kind: "page_view", path: "/plain", ts: s.clock.now() },
        ],
      },
    });
    await s.analytics?.worker.drainAll();
    const res = await s.adminApp.inject({
      method: "GET",
      url: report("pages", "?format=csv&from=2026-03-10&to=2026-03-10"),
      headers: { authorization: staff },
    });
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers["content-type"]), /^text\/csv/);
    assert.match(
      String(res.headers["content-disposition"]),
      /attachment; filename="pages-2026-03-10-2026-03-10.csv"/,
    );
    assert.equal(
      res.body,
      'path,views,entries,exits,exit_rate,avg_engaged_ms,is_admin_area\r\n"/a,b",1,1,0,0,,false\r\n/plain,1,0,1,1,,false\r\n',
    );
  });

  test("503 problem+json when analytics is disabled by config", async (t) => {
    const s = await createTestStorefront(t, { env: { ANALYTICS_ENABLED: "false" } });
    const staff = await s.staffAuthorization();
    for (const name of REPORTS) {
      const res = await s.adminApp.inject({
        method: "GET",
        url: report(name),
        headers: { authorization: staff },
      });
      assert.equal(res.statusCode, 503, name);
      assert.match(String(res.headers["content-type"]), /^application\/problem\+json/);
      assert.equal(json(res).code, "analytics_unavailable");
    }
  });

  test("503 problem+json when the analytics database cannot be opened", async (t) => {
    const s = await createTestStorefront(t, { analytics: "broken" });
    const staff = await s.staffAuthorization();
    const res = await s.adminApp.inject({
      method: "GET",
      url: report("overview"),
      headers: { authorization: staff },
    });
    assert.equal(res.statusCode, 503);
    assert.equal(json(res).code, "analytics_unavailable");
    const health = await s.adminApp.inject({ method: "GET", url: "/api/admin/ops/health/" });
    assert.equal(health.statusCode, 200);
  });

  test("serves the dashboard page, script and styles under a strict CSP", async (t) => {
    const { adminApp } = await createTestStorefront(t);
    const page = await adminApp.inject({ method: "GET", url: "/admin/analytics/" });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers["content-type"]), /^text\/html/);
    assert.match(String(page.headers["content-security-policy"]), /default-src 'self'/);
    for (const tab of ["traffic", "pages", "sources", "technology", "errors", "api", "realtime"])
      assert.match(page.body, new RegExp(`data-tab="${tab}"`));
    const script = await adminApp.inject({ method: "GET", url: "/admin/analytics/dashboard.js" });
    assert.equal(script.statusCode, 200);
    const styles = await adminApp.inject({ method: "GET", url: "/admin/analytics/dashboard.css" });
    assert.match(styles.body, /\.uplot/);
  });

  test("the OpenAPI document lists every report with its response schema", async (t) => {
    const { adminApp } = await createTestStorefront(t);
    const doc = json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>(await adminApp.inject({ method: "GET", url: "/api/admin/openapi.json" }));
    assert.equal(doc.openapi, "3.1.0");
    assert.ok(doc.paths["/api/admin/auth/login"]?.post);
    for (const name of REPORTS) {
      const get = doc.paths[report(name)]?.get;
      assert.ok(get, `${name} is missing`);
      assert.ok(get.responses["200"] && get.responses["503"], name);
    }
  });
});
