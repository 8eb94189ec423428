import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { reportCsv } from "../../storefront/analytics/reports/report-csv.ts";
import { REPORTS as REGISTERED_REPORTS } from "../../storefront/analytics/reports/report-registry.ts";
import { CHROME_LINUX } from "./analytics/analytics-support.ts";
import { BATCH_URL, createTestStorefront, VISITOR } from "./storefront-support.ts";

/** Every registered report: a new one is covered without a line here. */
const REPORTS = Object.keys(REGISTERED_REPORTS);

describe("CSV for every report", () => {
  test("a one-list report is that list; others carry a section column", () => {
    assert.equal(reportCsv({ range: {}, points: [{ a: 1, b: "x,y" }] }), 'a,b\r\n1,"x,y"\r\n');
    assert.equal(
      reportCsv({ range: {}, total: 3, api: { ok: 2 }, rows: [{ v: "a" }] }),
      "section,metric,value,v\r\nsummary,total,3,\r\nsummary,api.ok,2,\r\nrows,,,a\r\n",
    );
  });

  test("every report answers text/csv with ?format=csv", async (t) => {
    const s = await createTestStorefront(t);
    const staff = await s.staffAuthorization();
    await s.analyticsApp.inject({
      method: "POST",
      url: BATCH_URL,
      headers: { "user-agent": CHROME_LINUX },
      payload: { visitor_id: VISITOR, consent: "granted", events: [{ kind: "page_view", path: "/x" }] },
    });
    await s.analytics?.worker.drainAll();
    for (const name of REPORTS) {
      const res = await s.adminApp.inject({
        method: "GET",
        url: `/api/admin/dashboard/web/${name}/?format=csv`,
        headers: { authorization: staff },
      });
      assert.equal(res.statusCode, 200, name);
      assert.match(String(res.headers["content-type"]), /^text\/csv/, name);
      assert.match(String(res.headers["content-disposition"]), new RegExp(`filename="${name}-`), name);
      assert.ok(res.body.endsWith("\r\n"), name);
    }
  });
});
