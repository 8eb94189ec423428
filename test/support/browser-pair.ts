import type { TestContext } from "node:test";
import type { Page } from "playwright-core";
import type { App } from "../../api/create-app.ts";
import { collectErrors, launchChromium } from "./chromium.ts";

/** Two players' pages in Chromium (separate contexts, so separate credentials) on a listening app; closed after the test. */
export async function browserPair(t: TestContext, app: App) {
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  t.after(() => browser.close());
  const ann = await (await browser.newContext({ locale: "en-US" })).newPage();
  const bob = await (await browser.newContext({ locale: "en-US" })).newPage();
  return { origin, ann, bob, errors: [ann, bob].map(collectErrors) };
}

/** Signs in as a guest on the page shown. */
export async function signInAsGuest(page: Page, name: string): Promise<void> {
  await page.fill('input[name="display_name"]', name);
  await page.click('button[type="submit"]');
}
