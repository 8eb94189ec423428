import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { text } from "node:stream/consumers";
import { test } from "node:test";
import type { Page } from "playwright-core";
import type { AnalyticsModule } from "../../storefront/analytics/analytics-module.ts";
import { launchChromiumAsPerson, chromiumSkip as skip } from "../support/chromium.ts";
import { createTestStorefront, STAFF_EMAIL, STAFF_PASSWORD } from "./storefront-support.ts";

const KINDS = ["page_view", "page_leave", "api_request", "client_error", "user_error"];

/** The demo shop: every path serves the single-page app; /api/demo/* answers like a backend. */
function startDemoShop(analyticsOrigin: string): Promise<{ server: Server; origin: string }> {
  const html = readFileSync(new URL("./fixtures/demo-shop.html", import.meta.url), "utf8").replaceAll(
    "{{ANALYTICS_ORIGIN}}",
    analyticsOrigin,
  );
  const server = createServer((req, res) => {
    if (req.url?.startsWith("/api/demo/items/")) {
      res.writeHead(200, { "content-type": "application/json" }).end('{"id":42}');
    } else if (req.url?.startsWith("/api/demo/broken")) {
      res.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
    } else if (req.url === "/favicon.ico") {
      res.writeHead(404).end();
    } else {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    }
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        server,
        origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`,
      });
    }),
  );
}

async function titleIs(page: Page, title: string): Promise<void> {
  // Page-side code is passed as strings: this file is type-checked without DOM types.
  await page.waitForFunction(`document.getElementById("title")?.textContent === ${JSON.stringify(title)}`);
}

async function openTab(page: Page, tab: string): Promise<string> {
  await page.click(`[data-tab="${tab}"]`);
  await page.waitForSelector(`#panel[data-tab="${tab}"]:not([aria-busy])`);
  await page.waitForSelector("#panel .card, #panel .kpis");
  return (await page.textContent("#panel")) ?? "";
}

/** The shop, as a visitor: consent, routes, API calls, an uncaught error and a user error. */
async function visitShop(page: Page, shopOrigin: string, analytics: AnalyticsModule): Promise<void> {
  const storedKinds = async () => {
    const rows = await analytics.database.sql.all<{ events: string }>("select events from event_batches");
    return new Set(rows.flatMap((row) => (JSON.parse(row.events) as { kind: string }[]).map((e) => e.kind)));
  };
  const bodies: { session_id?: string; events: { kind: string; state?: string }[] }[] = [];
  page.on("request", (request) => {
    if (!request.url().includes("/api/analytics/events/batch/")) return;
    bodies.push(JSON.parse(request.postData() ?? "{}"));
  });

  // Landing from a newsletter: nothing is sent while consent is pending.
  await page.goto(`${shopOrigin}/?utm_source=newsletter&utm_medium=email&utm_campaign=launch`);
  await page.waitForSelector("text=This demo shop counts visits.");
  await page.click("#load-item");
  await page.waitForSelector("text=item 200");
  await page.waitForTimeout(800);
  // Only the first banner's tally leaves: "pending", with no session and nothing about the visit.
  assert.deepEqual(
    bodies.map((b) => [b.session_id, b.events.map((e) => [e.kind, e.state])]),
    [[undefined, [["consent", "pending"]]]],
    "no event but the anonymous consent tally leaves the browser before consent",
  );

  await page.click("text=Accept");
  assert.equal(await page.evaluate('localStorage.getItem("site_analytics_consent")'), "granted");
  await page.click("text=Product 42");
  await titleIs(page, "/products/42");
  await page.click("text=About");
  await titleIs(page, "/about");
  await page.goBack();
  await titleIs(page, "/products/42");
  await page.click("#load-item");
  await page.waitForSelector("text=item 200");
  await page.click("#broken-api");
  await page.waitForSelector("text=broken 500");
  await page.click("#crash");
  await page.click("#report-problem");

  for (let i = 0; i < 100; i++) {
    const kinds = await storedKinds();
    if (KINDS.every((kind) => kinds.has(kind))) break;
    await page.waitForTimeout(100);
  }
  assert.deepEqual([...(await storedKinds())].sort(), [...KINDS].sort());
  const keys = (await page.evaluate("Object.keys(localStorage)")) as string[];
  for (const key of [
    "site_analytics_consent",
    "site_analytics_visitor_id",
    "site_analytics_session_id",
    "site_analytics_session_started_at",
  ])
    assert.ok(keys.includes(key), `${key} is in localStorage`);
}

/** The dashboard, as staff: every tab shows the visit. */
async function checkDashboard(page: Page, adminOrigin: string): Promise<void> {
  await page.goto(`${adminOrigin}/admin/analytics/`);
  await page.waitForSelector("#login-form", { state: "visible" });
  // Before sign-in there is nothing to filter or sign out of.
  assert.equal(await page.isVisible("#filters"), false);
  assert.equal(await page.isVisible("input[name=from]"), false);
  assert.equal(await page.isVisible("#sign-out"), false);
  await page.fill("input[name=email]", STAFF_EMAIL);
  await page.fill("input[name=password]", STAFF_PASSWORD);
  await page.click("button:has-text('Sign in')");
  await page.waitForSelector("#sign-out", { state: "visible" });
  assert.equal(await page.isVisible("#login-form"), false);
  assert.equal(await page.isVisible("input[name=from]"), true);
  const kpi = (name: string) => page.textContent(`[data-kpi="${name}"] .value`);

  await openTab(page, "traffic");
  assert.equal(await kpi("visitors"), "1");
  assert.equal(await kpi("sessions"), "1");
  assert.equal(await kpi("page_views"), "4");
  assert.equal(await kpi("api_2xx"), "1");
  assert.equal(await kpi("api_5xx"), "1");
  assert.equal(await kpi("client_errors"), "1");
  assert.equal(await kpi("user_errors"), "1");
  await page.waitForSelector(".uplot canvas");

  const pages = await openTab(page, "pages");
  for (const path of ["/products/42", "/about"]) assert.ok(pages.includes(path), path);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.click("[data-action=download-csv]"),
  ]);
  const csv = await text(await download.createReadStream());
  assert.match(csv, /^path,views,entries,exits,exit_rate,avg_engaged_ms,is_admin_area\r\n/);
  assert.match(csv, /\r\n\/products\/42,2,0,1,/);

  const expectations: Record<string, string[]> = {
    sources: ["Email", "newsletter", "email", "launch"],
    technology: ["Chrome", "Linux", "desktop", "large"],
    errors: ["Demo crash", "POST /api/demo/broken", "SF-PAYMENT_DECLINED", "user-7", "inc-demo-1"],
    api: ["demo", "GET /api/demo/items/:id", "POST /api/demo/broken"],
    realtime: ["page_view", "user_error", "refreshes every 30 s"],
  };
  for (const [tab, texts] of Object.entries(expectations)) {
    const text = await openTab(page, tab);
    for (const expected of texts) assert.ok(text.includes(expected), `the ${tab} tab shows ${expected}`);
  }
  assert.equal(await kpi("active_sessions"), "1");
}

test("the SDK records a visit in a real browser and every dashboard tab shows it", {
  skip,
  timeout: 90_000,
}, async (t) => {
  const s = await createTestStorefront(t, { realTime: true });
  assert.ok(s.analytics);
  await s.staffAuthorization();
  const analyticsOrigin = await s.analyticsApp.listen({ host: "127.0.0.1", port: 0 });
  const adminOrigin = await s.adminApp.listen({ host: "127.0.0.1", port: 0 });
  const shop = await startDemoShop(analyticsOrigin);
  const { browser, close } = await launchChromiumAsPerson({
    viewport: { width: 1280, height: 800 },
    acceptDownloads: true,
  });
  try {
    await visitShop(await browser.newPage(), shop.origin, s.analytics);
    await s.analytics.worker.drainAll();
    await checkDashboard(await browser.newPage(), adminOrigin);
  } finally {
    // The browser goes first: closing the servers waits for its keep-alive connections.
    await close();
    shop.server.closeAllConnections();
    await new Promise<void>((resolve) => shop.server.close(() => resolve()));
  }
});
