import type { TestContext } from "node:test";
import type { Page } from "playwright-core";
import { launchChromium } from "./chromium.ts";
import { createComputerApp } from "./computer-table.ts";
import { closeBeforeApp } from "./test-app.ts";

/**
 * One page in Chromium in `locale` on a listening app whose computers move at
 * once; the browser closes before the app. `bypassCSP` lets axe be injected.
 */
export async function computerBrowser(t: TestContext, locale: string) {
  const harness = await createComputerApp(t);
  const origin = await harness.app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  closeBeforeApp(harness.app, () => browser.close());
  t.after(() => browser.close());
  const page = await (await browser.newContext({ locale, bypassCSP: true })).newPage();
  return { ...harness, origin, page };
}

/** From the start page: a new session with an easy computer, then `pluginId` started; `create` is the Create button's text. */
export async function startAgainstComputer(
  page: Page,
  origin: string,
  pluginId: string,
  create = "Create",
): Promise<void> {
  await page.goto(`${origin}/play`);
  await page.click(`button[type="submit"]:has-text("${create}")`);
  await page.click('[data-add-computer="easy"]');
  await page.waitForSelector(".people li:nth-child(2)");
  await page.click(`[data-plugin="${pluginId}"]`);
  await page.waitForSelector(".game .banner");
}
