import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { auditPage } from "../support/axe-audit.ts";
import { chromiumSkip, launchChromium } from "../support/chromium.ts";
import { createComputerApp } from "../support/computer-table.ts";
import { startGame } from "../support/play.ts";
import { playCells, X_WINS } from "../support/social-play.ts";
import { closeBeforeApp } from "../support/test-app.ts";

/** From the start page: a new session with an easy computer, then the game `pluginId` started. */
async function startAgainstComputer(page: Page, origin: string, pluginId: string): Promise<void> {
  await page.goto(`${origin}/play`);
  await page.click('text="Create"');
  await page.click('[data-add-computer="easy"]');
  await page.waitForSelector('.people li:has-text("Computer (easy)")');
  await page.click(`[data-plugin="${pluginId}"]`);
  await page.waitForSelector(".game .banner");
}

const BOARDS = ["yacht", "ludo", "snakes-and-ladders", "backgammon", "long-nardy"] as const;

test("axe-core finds no WCAG 2.2 AA violation on the other boards, replay, watch, TV and a tournament, at 390 and 1280 px, light and dark", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createComputerApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  closeBeforeApp(app, () => browser.close());
  t.after(() => browser.close());
  const page = await (await browser.newContext({ locale: "en-US", bypassCSP: true })).newPage();
  const found: string[] = [];

  await page.goto(`${origin}/play`);
  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.waitForSelector('text="Create"');
  for (const board of BOARDS) {
    await startAgainstComputer(page, origin, board);
    found.push(...(await auditPage(page, board)));
  }

  const finished = await startGame(app, "tic-tac-toe", 2, { visibility: "public", plugin_id: "tic-tac-toe" });
  await playCells(app, finished, finished.gameId, X_WINS);
  await page.goto(`${origin}/play/replay/${finished.gameId}`);
  await page.waitForSelector('[data-verified="true"]');
  found.push(...(await auditPage(page, "replay")));

  const watched = await startGame(app, "tic-tac-toe", 2, { visibility: "public", plugin_id: "tic-tac-toe" });
  await playCells(app, watched, watched.gameId, X_WINS.slice(0, 2));
  await page.goto(`${origin}/play/g/${watched.gameId}`);
  await page.waitForSelector('[data-connection="live"]');
  found.push(...(await auditPage(page, "watch")));
  await page.goto(`${origin}/play/tv`);
  await page.waitForSelector(`[data-tv="${watched.gameId}"]`);
  found.push(...(await auditPage(page, "TV")));

  await page.goto(`${origin}/play`);
  await page.click('section:has(h2:text("New tournament")) button[type="submit"]');
  await page.waitForURL(/\/play\/t\/[0-9a-f-]{36}$/);
  await page.waitForSelector('section.tournament[data-status="open"]');
  found.push(...(await auditPage(page, "tournament")));

  assert.deepEqual(found, []);
});
