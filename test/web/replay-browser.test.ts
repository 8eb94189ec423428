import assert from "node:assert/strict";
import { test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { playDiagonalWin } from "../support/browser-pair.ts";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { tamperStateHash } from "../support/game-audit.ts";
import { startGame } from "../support/play.ts";
import { playCells, X_WINS } from "../support/social-play.ts";
import { createTestApp } from "../support/test-app.ts";

async function signIn(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.fill('input[name="display_name"]', name);
  await page.click('button[type="submit"]');
}

const marks = (page: Page) => page.locator("[data-cell] svg").count();

test("the replay viewer steps back and forth, autoplays and shows the verified mark, signed out", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const table = await startGame(app, "tic-tac-toe", 2);
  await playCells(app, table, table.gameId, X_WINS);
  const browser: Browser = await launchChromium();
  t.after(() => browser.close());
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = collectErrors(page);

  await page.goto(`${origin}/play/replay/${table.gameId}`);
  await page.waitForSelector('[data-verified="true"]');
  await page.waitForSelector('[data-step="0"]');
  assert.equal(await marks(page), 0);
  await page.click('[data-replay="forward"]');
  await page.click('[data-replay="forward"]');
  await page.waitForSelector('[data-step="2"]');
  assert.equal(await marks(page), 2);
  await page.click('[data-replay="back"]');
  await page.waitForSelector('[data-step="1"]');
  assert.equal(await marks(page), 1);
  await page.click('[data-replay="autoplay"]');
  await page.waitForSelector('[data-step="5"]', { timeout: 20_000 });
  assert.equal(await marks(page), 5);
  assert.equal(await page.isDisabled('[data-replay="forward"]'), true);
  assert.deepEqual(errors, []);
});

test("the replay viewer says a game whose stored log was edited could not be verified", {
  skip: chromiumSkip,
}, async (t) => {
  const { app, store } = await createTestApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const table = await startGame(app, "tic-tac-toe", 2);
  await playCells(app, table, table.gameId, X_WINS);
  await tamperStateHash(store, table.gameId);
  const browser: Browser = await launchChromium();
  t.after(() => browser.close());
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = collectErrors(page);

  await page.goto(`${origin}/play/replay/${table.gameId}`);
  const mark = await page.waitForSelector('[data-verified="false"]');
  assert.match((await mark.textContent()) ?? "", /could not be verified/);
  assert.equal(await page.locator('[data-verified="true"]').count(), 0);
  assert.deepEqual(errors, []);
});

test("a rematch button appears when a game ends and starts the next game for both browsers, and the profile names the game", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser: Browser = await launchChromium();
  t.after(() => browser.close());
  const ann = await (await browser.newContext({ locale: "en-US" })).newPage();
  const bob = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = [ann, bob].map(collectErrors);

  await signIn(ann, `${origin}/play`, "Ann");
  await ann.click('text="Create"');
  const link = await (await ann.waitForSelector("[data-web-link]")).inputValue();
  await signIn(bob, link, "Bob");
  await ann.waitForSelector('.people li:has-text("Bob")');
  await ann.click('[data-plugin="tic-tac-toe"]');
  await playDiagonalWin(ann, bob);
  await bob.waitForSelector("[data-rematch]");
  assert.ok(await ann.waitForSelector("[data-replay-link]"));
  await bob.click("[data-rematch]");
  // Seats rotate: Bob moves first in the rematch, and both boards are empty again.
  await bob.waitForSelector('text="Your turn"');
  await ann.waitForSelector('text="Bob\'s turn"');
  assert.equal(await marks(ann), 0);
  await ann.click('[data-nav="me"]');
  // The profile names each rated game as the page's language does, not by its plugin id.
  await ann.waitForSelector('[data-rating="tic-tac-toe"] a:text-is("Tic-tac-toe")');
  assert.deepEqual(errors.flat(), []);
});
