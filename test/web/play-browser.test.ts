import assert from "node:assert/strict";
import { test } from "node:test";
import type { Browser, Page } from "playwright-core";
import { connectionCutter } from "../support/browser-pair.ts";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { createTestApp } from "../support/test-app.ts";

/** Signs in as a guest on /play (or on an invite link, which then joins). */
async function signIn(page: Page, url: string, name: string) {
  await page.goto(url);
  await page.fill('input[name="display_name"]', name);
  await page.click('button[type="submit"]');
}

const cellMarked = (page: Page, cell: number) => page.waitForSelector(`[data-cell="${cell}"] svg`);

test("two browsers create, join and play tic-tac-toe live; a cut connection resumes from the last event id", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const cutConnections = connectionCutter(app);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser: Browser = await launchChromium();
  t.after(() => browser.close());
  const ann = await (await browser.newContext({ locale: "en-US" })).newPage();
  const bob = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = [...[ann, bob].map(collectErrors)];
  const bobFrames: Array<{ type: string; last_event_id?: number }> = [];
  bob.on("websocket", (socket) =>
    socket.on("framesent", ({ payload }) => bobFrames.push(JSON.parse(String(payload)))),
  );

  await signIn(ann, `${origin}/play`, "Ann");
  await ann.click('text="Create"');
  const link = await (await ann.waitForSelector("[data-web-link]")).inputValue();
  assert.match(link, /\/play\/join\/[0-9A-Z]{8}$/);

  await signIn(bob, link, "Bob");
  await bob.waitForSelector('[data-connection="live"]');
  await ann.waitForSelector('.people li:has-text("Bob")');
  await ann.click('[data-plugin="tic-tac-toe"]');
  await bob.waitForSelector('[data-cell="0"]');
  await bob.waitForSelector('text="Ann\'s turn"');

  await ann.click('[data-cell="4"]');
  await cellMarked(bob, 4);
  await bob.click('[data-cell="0"]');
  await cellMarked(ann, 0);

  // Every open connection drops, as on a network loss; Ann moves while Bob's channel is down.
  cutConnections();
  await ann.click('[data-cell="2"]');
  await cellMarked(bob, 2);
  assert.ok(
    bobFrames.some((frame) => frame.type === "subscribe" && Number.isInteger(frame.last_event_id)),
    "Bob's page resubscribed from its last event id",
  );
  await bob.waitForSelector('[data-connection="live"]');

  // Keyboard play: the cell is a labelled button.
  assert.equal(await bob.getAttribute('[data-cell="1"]', "aria-label"), "Row 1, column 2: empty");
  await bob.focus('[data-cell="1"]');
  await bob.keyboard.press("Enter");
  await cellMarked(ann, 1);
  await ann.click('[data-cell="6"]');
  await ann.waitForSelector('text="Ann won!"');
  await bob.waitForSelector('text="Ann won!"');
  assert.equal(await bob.locator(".cell.winning").count(), 3);
  const german = await (await browser.newContext({ locale: "de-DE" })).newPage();
  await german.goto(`${origin}/play`);
  await german.waitForSelector('h2:has-text("Mit Freunden spielen")');
  assert.equal(await german.getAttribute("html", "lang"), "de");

  // The cut streams are reported by the browser as network errors; nothing else may show up.
  const unexpected = errors.flat().filter((e) => !e.includes("net::ERR_INCOMPLETE_CHUNKED_ENCODING"));
  assert.deepEqual(unexpected, []);
});
