import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { auditPage } from "../support/axe-audit.ts";
import { chromiumSkip, launchChromium } from "../support/chromium.ts";
import { createComputerApp } from "../support/computer-table.ts";
import { clickFirstOpenCells } from "../support/tic-tac-toe-clicks.ts";

/** From the start page: a new session with an easy computer, then the game `pluginId` started. */
async function startAgainstComputer(page: Page, origin: string, pluginId: string): Promise<void> {
  await page.goto(`${origin}/play`);
  await page.click('text="Create"');
  await page.click('[data-add-computer="easy"]');
  await page.waitForSelector('.people li:has-text("Computer (easy)")');
  await page.click(`[data-plugin="${pluginId}"]`);
  await page.waitForSelector(".board-area, .game");
}

test("axe-core finds no WCAG 2.2 AA violation on the /play screens, at 390 and 1280 px, light and dark", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createComputerApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  t.after(() => browser.close());
  // axe is injected as a script, which the page's Content-Security-Policy would refuse.
  const page = await (await browser.newContext({ locale: "en-US", bypassCSP: true })).newPage();
  const found: string[] = [];

  await page.goto(`${origin}/play`);
  await page.waitForSelector('input[name="display_name"]');
  found.push(...(await auditPage(page, "sign-in")));
  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.waitForSelector('text="Create"');
  found.push(...(await auditPage(page, "lobby")));

  await page.click('text="Create"');
  await page.waitForSelector("[data-add-computer]");
  found.push(...(await auditPage(page, "new session")));

  await page.click('[data-add-computer="easy"]');
  await page.waitForSelector('.people li:has-text("Computer (easy)")');
  await page.click('[data-plugin="tic-tac-toe"]');
  await page.waitForSelector("[data-cell]:not([disabled])");
  found.push(...(await auditPage(page, "tic-tac-toe")));
  await clickFirstOpenCells(page);
  found.push(...(await auditPage(page, "finished tic-tac-toe")));

  await startAgainstComputer(page, origin, "pig");
  await page.waitForSelector('button:has-text("Roll"):not([disabled])');
  found.push(...(await auditPage(page, "pig")));

  await startAgainstComputer(page, origin, "liars-dice");
  await page.waitForSelector("select");
  found.push(...(await auditPage(page, "liar's dice")));

  await page.goto(`${origin}/play/top/tic-tac-toe`);
  await page.waitForSelector("h2");
  found.push(...(await auditPage(page, "ratings")));

  assert.deepEqual(found, []);
});
