import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import type { Page } from "playwright-core";
import { startMatchmaking } from "../../src/boot.ts";
import { browserPair, signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { createTestApp } from "../support/test-app.ts";

/** How long one step may take here: a match is due within a poll or two (250 ms matcher, 1 s poll). */
const STEP_MS = 20_000;

/** What a player's page shows, for a failure message. */
async function pageState(page: Page, name: string): Promise<string> {
  const ticket = await page
    .locator("section[data-ticket]")
    .getAttribute("data-ticket", { timeout: 1000 })
    .catch(() => "(no quick-play card)");
  const alerts = await page.locator('[role="alert"]').allTextContents();
  return `${name} at ${page.url()}, quick-play ticket ${ticket}, alerts ${JSON.stringify(alerts)}`;
}

/** Runs one step within STEP_MS, or fails saying which step and what both pages show. */
async function step<T>(what: string, pages: Record<string, Page>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    const states = await Promise.all(Object.entries(pages).map(([name, page]) => pageState(page, name)));
    throw new Error(`${what} failed: ${(error as Error).message.split("\n")[0]}\n${states.join("\n")}`, {
      cause: error,
    });
  }
}

test("two browsers ask for quick play and land in the same game", { skip: chromiumSkip }, async (t) => {
  const { app, core } = await createTestApp(t);
  t.after(startMatchmaking(core, pino({ level: "silent" })));
  const { origin, ann, bob, errors } = await browserPair(t, app);
  const pages = { Ann: ann, Bob: bob };
  const within = { timeout: STEP_MS };
  for (const [page, name] of [
    [ann, "Ann"],
    [bob, "Bob"],
  ] as const) {
    await page.goto(`${origin}/play`, within);
    await signInAsGuest(page, name);
  }

  await step("Ann starts quick play", pages, async () => {
    await ann.click('[data-quick="start"]', within);
    await ann.waitForSelector('section[data-ticket="waiting"]', within);
  });
  await step("Ann cancels", pages, async () => {
    await ann.click('[data-quick="cancel"]', within);
    await ann.waitForSelector('section[data-ticket="cancelled"]', within);
  });
  await step("Ann and Bob start quick play", pages, async () => {
    await ann.click('[data-quick="start"]', within);
    await bob.click('[data-quick="start"]', within);
  });
  for (const [name, page] of Object.entries(pages)) {
    await step(`${name} is matched and opens the game`, pages, () =>
      page.waitForURL(/\/play\/s\/[0-9a-f-]{36}$/, within),
    );
  }
  assert.equal(ann.url(), bob.url());
  // Both boards, so both pages' event streams are open before the app closes: a
  // stream still opening while the app closes is never ended, and the close waits on it.
  for (const [name, page] of Object.entries(pages)) {
    await step(`${name}'s board shows`, pages, () => page.waitForSelector('[data-cell="0"]', within));
  }
  assert.deepEqual(errors.flat(), []);
});
