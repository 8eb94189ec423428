import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { hashSubject } from "../../storefront/analytics/privacy/subject-hash.ts";
import { CHROME_LINUX } from "./analytics/analytics-support.ts";
import {
  BATCH_URL,
  createTestStorefront,
  json,
  PRIVACY_KEY,
  type TestStorefront,
  VISITOR,
} from "./storefront-support.ts";

const visitorUrl = (id: string, query = "") => `/api/admin/privacy/visitors/${id}/${query}`;
const userUrl = (id: string, query = "") => `/api/admin/privacy/users/${id}/${query}`;

async function visit(s: TestStorefront) {
  const res = await s.analyticsApp.inject({
    method: "POST",
    url: BATCH_URL,
    headers: { "user-agent": CHROME_LINUX },
    payload: {
      visitor_id: VISITOR,
      session_id: "0c0c0c0c-8a3b-4b8e-9d1c-1a2b3c4d5e6f",
      consent: "granted",
      events: [
        { kind: "page_view", path: "/a,b" },
        { kind: "page_view", path: "/c" },
        { kind: "user_error", incident_id: "inc-1", error_code: "SF-OUT_OF_STOCK", user_id: "acct-7" },
      ],
    },
  });
  assert.equal(res.statusCode, 201);
  await s.analytics?.worker.drainAll();
}

describe("admin privacy routes", () => {
  test("401 without credentials, 403 for non-staff, 400 problem for a malformed id", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    const shopper = await s.userAuthorization("shopper@shop.example");
    for (const method of ["GET", "DELETE"] as const) {
      for (const url of [visitorUrl(VISITOR), userUrl("acct-7")]) {
        assert.equal((await s.adminApp.inject({ method, url })).statusCode, 401, `${method} ${url}`);
        const forbidden = await s.adminApp.inject({ method, url, headers: { authorization: shopper } });
        assert.equal(forbidden.statusCode, 403);
        assert.equal(json(forbidden).code, "staff_required");
      }
      for (const url of [visitorUrl("not-a-uuid"), userUrl("x".repeat(65)), userUrl("a%20b")]) {
        const bad = await s.adminApp.inject({ method, url, headers: { authorization: staff } });
        assert.equal(bad.statusCode, 400, url);
        assert.match(String(bad.headers["content-type"]), /application\/problem\+json/);
        assert.equal(json(bad).code, "invalid_privacy_subject");
      }
    }
  });

  test("export as JSON and CSV, erase (counts drop, logged with a keyed hash), erase again", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    await visit(s);
    const exported = json<{
      events: { kind: string; path?: string }[];
      visits: unknown[];
      sessions: unknown[];
    }>(
      await s.adminApp.inject({
        method: "GET",
        url: visitorUrl(VISITOR.toUpperCase()),
        headers: { authorization: staff },
      }),
    );
    assert.deepEqual(
      exported.events.map((e) => e.kind),
      ["page_view", "page_view", "user_error"],
    );
    assert.equal(exported.visits.length, 1);
    assert.equal(exported.sessions.length, 1);
    const csv = await s.adminApp.inject({
      method: "GET",
      url: visitorUrl(VISITOR, "?format=csv"),
      headers: { authorization: staff },
    });
    assert.match(String(csv.headers["content-type"]), /^text\/csv/);
    const lines = csv.body.split("\r\n");
    assert.equal(lines[0], "record,at,kind,path,session_id,details");
    assert.equal(lines.filter((l) => l.startsWith("event,")).length, 3);
    assert.ok(lines.some((l) => l.startsWith("event,") && l.includes('"/a,b"')));
    assert.ok(lines.some((l) => l.startsWith("visit,")));
    assert.ok(lines.some((l) => l.startsWith("session,")));

    const erased = await s.adminApp.inject({
      method: "DELETE",
      url: visitorUrl(VISITOR),
      headers: { authorization: staff },
    });
    assert.equal(erased.statusCode, 200);
    const hash = hashSubject(PRIVACY_KEY, "visitor", VISITOR);
    assert.deepEqual(json(erased), {
      subject: "visitor",
      subject_hash: hash,
      erased: { events: 3, visits: 1, sessions: 1, user_errors: 1 },
    });
    const overview = json<{ sessions: number; page_views: number }>(
      await s.adminApp.inject({
        method: "GET",
        url: "/api/admin/dashboard/web/overview/",
        headers: { authorization: staff },
      }),
    );
    assert.equal(overview.sessions, 0);
    assert.equal(overview.page_views, 0);
    const again = await s.adminApp.inject({
      method: "DELETE",
      url: visitorUrl(VISITOR),
      headers: { authorization: staff },
    });
    assert.deepEqual(json<{ erased: unknown }>(again).erased, {
      events: 0,
      visits: 0,
      sessions: 0,
      user_errors: 0,
    });

    const log = json<{ erasures: { subject_hash: string; events: number; staff_account_id: string }[] }>(
      await s.adminApp.inject({
        method: "GET",
        url: "/api/admin/privacy/erasures/",
        headers: { authorization: staff },
      }),
    );
    assert.deepEqual(
      log.erasures.map((e) => [e.subject_hash, e.events]),
      [
        [hash, 0],
        [hash, 3],
      ],
    );
    const logged = s.logs.filter((l) => l.msg === "privacy erasure");
    assert.equal(logged.length, 2);
    assert.equal(JSON.stringify(s.logs).includes(VISITOR), false, "the visitor id is never logged");
  });

  test("the OpenAPI document lists the privacy routes and invalid_privacy_subject", async (t) => {
    const s = await createTestStorefront(t);
    const doc = (await s.adminApp.inject({ method: "GET", url: "/api/admin/openapi.json" })).body;
    for (const path of [
      "/api/admin/privacy/visitors/{visitor_id}/",
      "/api/admin/privacy/users/{user_id}/",
      "/api/admin/privacy/erasures/",
    ])
      assert.ok(doc.includes(`"${path}"`), path);
    assert.ok(doc.includes("invalid_privacy_subject"));
    assert.ok(doc.includes("text/csv"));
  });

  test("a user's user_error log: export as JSON and CSV, then erase", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    await visit(s);
    const exported = json<{ user_errors: { incident_id: string }[] }>(
      await s.adminApp.inject({ method: "GET", url: userUrl("acct-7"), headers: { authorization: staff } }),
    );
    assert.deepEqual(
      exported.user_errors.map((e) => e.incident_id),
      ["inc-1"],
    );
    const csv = await s.adminApp.inject({
      method: "GET",
      url: userUrl("acct-7", "?format=csv"),
      headers: { authorization: staff },
    });
    assert.equal(csv.body.split("\r\n")[0], "at,incident_id,error_code,user_id,path");
    const erased = await s.adminApp.inject({
      method: "DELETE",
      url: userUrl("acct-7"),
      headers: { authorization: staff },
    });
    assert.deepEqual(json<{ erased: unknown }>(erased).erased, {
      events: 0,
      visits: 0,
      sessions: 0,
      user_errors: 1,
    });
    const after = json<{ user_errors: unknown[] }>(
      await s.adminApp.inject({ method: "GET", url: userUrl("acct-7"), headers: { authorization: staff } }),
    );
    assert.deepEqual(after.user_errors, []);
  });
});
