import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import type { Page } from "playwright-core";
import { startTournaments } from "../../src/boot.ts";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { createTestApp } from "../support/test-app.ts";

async function signIn(page: Page, name: string) {
  await page.fill('input[name="display_name"]', name);
  await page.click('button[type="submit"]');
}

test("a tournament is created, joined, played and finished from /play alone", {
  skip: chromiumSkip,
}, async (t) => {
  const { app, core } = await createTestApp(t);
  t.after(startTournaments(core, pino({ level: "silent" })));
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  t.after(() => browser.close());
  const ann = await (await browser.newContext({ locale: "en-US" })).newPage();
  const bob = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = [ann, bob].map(collectErrors);

  await ann.goto(`${origin}/play`);
  await signIn(ann, "Ann");
  await ann.click('section:has(h2:text("New tournament")) button[type="submit"]');
  await ann.waitForURL(/\/play\/t\/[0-9a-f-]{36}$/);
  const page = ann.url();
  await ann.click('[data-entry="join"]');
  await ann.waitForSelector('[data-entry="leave"]');

  await bob.goto(page);
  await bob.waitForSelector('section[aria-label="tournament"][data-status="open"]');
  await signIn(bob, "Bob");
  await bob.click('[data-entry="join"]');
  await bob.waitForSelector('[data-entry="leave"]');

  await ann.click('[data-organiser="start"]');
  await ann.waitForSelector('section[aria-label="tournament"][data-status="running"]');
  await ann.click('section[aria-label="round 1"] a');
  await bob.waitForSelector('section[aria-label="round 1"] a');
  await bob.click('section[aria-label="round 1"] a');
  for (const [player, cell] of [
    [ann, 0],
    [bob, 3],
    [ann, 1],
    [bob, 4],
    [ann, 2],
  ] as const) {
    await player.waitForSelector(`[data-cell="${cell}"]:not([disabled])`);
    await player.click(`[data-cell="${cell}"]`);
  }
  await bob.waitForSelector('text="Ann won!"');

  await ann.goto(page);
  await ann.waitForSelector('section[aria-label="tournament"][data-status="finished"]');
  assert.equal(await ann.textContent(".standings tbody tr:first-child td:nth-child(2)"), "Ann");
  assert.deepEqual(errors.flat(), []);
});
