import assert from "node:assert/strict";
import { type TestContext, test } from "node:test";
import pino from "pino";
import type { Page } from "playwright-core";
import { type AnalyticsModule, openAnalyticsModule } from "../../storefront/analytics/analytics-module.ts";
import { createAnalyticsApp } from "../../storefront/analytics/create-analytics-app.ts";
import { createOrPromoteStaff } from "../../storefront/auth/staff-accounts.ts";
import { createBrowserBundles } from "../../storefront/browser-bundles.ts";
import { parseStorefrontConfig } from "../../storefront/config.ts";
import { type ShopServiceName, shopRoutes } from "../../storefront/shop/shop-routes.ts";
import { chromiumSkip, launchChromiumAsPerson } from "../support/chromium.ts";
import { createTestPlatform, PASSWORD } from "./platform-support.ts";

interface StoredEvent {
  readonly kind: string;
  readonly path?: string;
  readonly endpoint?: string;
  readonly method?: string;
  readonly service?: string;
  readonly incident_id?: string;
  readonly error_code?: string;
}

/** The services the shop calls (a backend service it does not call need not start here). */
const BACKENDS = ["auth", "user", "product", "order", "review", "chat"] as const;

/** Every backend service and the analytics service listening on loopback, the shop on the product service. */
async function startShop(t: TestContext) {
  const p = await createTestPlatform(t);
  await p.stock(
    { id: "d20-set", name: "Polyhedral dice set", price_cents: 1290, stock: 5 },
    { id: "dice-tray", name: "Folding dice tray", category: "accessories", price_cents: 2490 },
  );
  const analytics = await openAnalyticsModule({ file: ":memory:" });
  t.after(() => analytics.close());
  const config = parseStorefrontConfig({ ANALYTICS_DATABASE_FILE: ":memory:" });
  const bundles = createBrowserBundles();
  const analyticsApp = await createAnalyticsApp({
    analytics,
    config,
    logger: pino({ level: "silent" }),
    bundles,
  });
  t.after(() => analyticsApp.close());
  const ports = {} as Record<ShopServiceName, number>;
  const origins = {} as Record<string, string>;
  const listen = async (name: ShopServiceName, app: { listen(o: object): Promise<string> }) => {
    origins[name] = await app.listen({ host: "127.0.0.1", port: 0 });
    ports[name] = Number(new URL(origins[name] as string).port);
  };
  await listen("analytics", analyticsApp);
  for (const name of BACKENDS) {
    const app = await p.app(name);
    if (name === "product") await app.register(shopRoutes(bundles, () => ports));
    if (name !== "product") await listen(name, app);
  }
  await listen("product", await p.app("product"));
  return { p, analytics, shopUrl: `${origins.product}/shop/`, apiOrigins: Object.values(origins) };
}

async function storedEvents(analytics: AnalyticsModule): Promise<StoredEvent[]> {
  const rows = await analytics.database.sql.all<{ events: string }>(
    "select events from event_batches order by id",
  );
  return rows.flatMap((row) => JSON.parse(row.events) as StoredEvent[]);
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.ok(await check(), what);
}

async function noHorizontalOverflow(page: Page, where: string): Promise<void> {
  const widths = (await page.evaluate(
    "[document.documentElement.scrollWidth, document.documentElement.clientWidth]",
  )) as [number, number];
  assert.ok(widths[0] <= widths[1], `${where}: no horizontal overflow at 390 px (${widths.join(" > ")})`);
}

test("the shop in Chromium at 390 px: browse, sign up, cart, checkout, with the analytics the seed asks for", {
  skip: chromiumSkip,
  timeout: 120_000,
}, async (t) => {
  const { p, analytics, shopUrl, apiOrigins } = await startShop(t);
  const { browser, close } = await launchChromiumAsPerson({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  t.after(close);
  const page = await browser.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    // Chromium logs every 4xx answer; the one wrong password below is expected.
    const expected = message.location().url.endsWith("/api/auth/login/") && message.text().includes("401");
    if (!expected) consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  let consented = false;
  const callsAfterConsent: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const isApi = apiOrigins.includes(url.origin) && url.pathname.startsWith("/api/");
    if (consented && isApi && !url.pathname.startsWith("/api/analytics/") && request.method() !== "OPTIONS")
      // Stored endpoints have their identifiers replaced, as the analytics service does.
      callsAfterConsent.push(
        `${request.method()} ${url.pathname.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/, ":id")}`,
      );
  });

  // Before consent: browsing sends nothing, but an error shown with an incident is a user_error.
  await page.goto(shopUrl);
  await page.waitForSelector("text=Polyhedral dice set");
  await noHorizontalOverflow(page, "catalogue");
  await page.click("header >> text=Sign in");
  await page.waitForSelector("h1:has-text('Sign in or register')");
  const signIn = page.locator("form[aria-labelledby=sign-in-title]");
  await signIn.getByLabel("E-mail").fill("nobody@shop.example");
  await signIn.getByLabel("Password").fill("wrong password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  const alert = page.locator("[role=alert][data-incident]");
  await alert.waitFor();
  const incident = await alert.getAttribute("data-incident");
  await until(
    async () => (await storedEvents(analytics)).some((e) => e.kind === "user_error"),
    "the user_error arrived",
  );
  assert.deepEqual(
    (await storedEvents(analytics)).map((e) => [e.kind, e.incident_id, e.error_code]),
    [["user_error", incident, "SF-INVALID_CREDENTIALS"]],
    "without consent only the user_error leaves the browser",
  );
  await noHorizontalOverflow(page, "sign-in page with the consent bar");

  // Consent, then register, browse, buy.
  consented = true;
  await page.click("text=Allow analytics");
  const register = page.locator("form[aria-labelledby=register-title]");
  await register.getByLabel("E-mail").fill("ann@shop.example");
  await register.getByLabel("Password").fill(PASSWORD);
  await register.getByRole("button", { name: "Create account" }).click();
  await page.waitForSelector("h1:has-text('Catalogue')");
  await page.click("text=Polyhedral dice set");
  await page.waitForSelector("h1:has-text('Polyhedral dice set')");
  await page.waitForSelector("text=No reviews yet");
  await noHorizontalOverflow(page, "product detail");
  await page.click("button:has-text('Add to cart')");
  await page.click("text=Go to the cart");
  await page.waitForSelector("text=Place order");
  await noHorizontalOverflow(page, "cart");
  await page.click("button:has-text('Place order')");
  await page.waitForSelector("[role=status][data-order]");
  assert.match((await page.textContent("[role=status][data-order]")) ?? "", /is paid/);
  await page.click("text=See your orders");
  await page.waitForSelector("text=1 × Polyhedral dice set");
  await noHorizontalOverflow(page, "account");
  await page.click("header >> text=Chat");
  await page.getByLabel("Subject").fill("Where is my parcel?");
  await page.getByLabel("Message").fill("Hello, when does my dice set ship?");
  await page.click("button:has-text('Send')");
  await page.waitForSelector(".message.customer:has-text('when does my dice set ship')");
  const staff = {
    accountId: (await createOrPromoteStaff(p.platform.database, "staff@shop.example", async () => PASSWORD))
      .accountId,
    isStaff: true,
  };
  const [conversation] = await p.platform.chat.conversations(staff);
  assert.equal(conversation?.subject, "Where is my parcel?");
  await p.platform.chat.post(staff, conversation.id, "Tomorrow, by post.");
  await page.click("button:has-text('Refresh')");
  await page.waitForSelector(".message.staff:has-text('Tomorrow, by post.')");
  await noHorizontalOverflow(page, "chat");
  await page.evaluate("window.__siteAnalytics.flush()");

  const expectedViews = [
    "/shop/account",
    "/shop/",
    "/shop/products/d20-set",
    "/shop/cart",
    "/shop/account",
    "/shop/chat",
  ];
  const views = async () => (await storedEvents(analytics)).filter((e) => e.kind === "page_view");
  const apiEvents = async () => (await storedEvents(analytics)).filter((e) => e.kind === "api_request");
  await until(
    async () =>
      (await views()).length >= expectedViews.length &&
      (await apiEvents()).length >= callsAfterConsent.length,
    "the page views and API calls arrived",
  );
  assert.deepEqual(
    (await views()).map((e) => e.path),
    expectedViews,
    "one page_view per route change",
  );
  assert.deepEqual(
    // Sorted: a page's calls run in parallel and each is reported when it answers.
    (await apiEvents()).map((e) => `${e.method} ${e.endpoint}`).sort(),
    [...callsAfterConsent].sort(),
    "one api_request per call through the shop's client",
  );
  assert.ok((await apiEvents()).some((e) => e.service === "order" && e.endpoint === "/api/orders/checkout/"));
  assert.equal(
    Number((await p.platform.products.get("d20-set")).views),
    1,
    "the product view counter counted",
  );
  assert.equal((await p.platform.products.get("d20-set")).stock, 4);
  assert.deepEqual(consoleErrors, []);
});
