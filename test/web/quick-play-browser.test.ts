import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { startMatchmaking } from "../../src/boot.ts";
import { browserPair, signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { createTestApp } from "../support/test-app.ts";

test("two browsers ask for quick play and land in the same game", { skip: chromiumSkip }, async (t) => {
  const { app, core } = await createTestApp(t);
  t.after(startMatchmaking(core, pino({ level: "silent" })));
  const { origin, ann, bob, errors } = await browserPair(t, app);
  for (const [page, name] of [
    [ann, "Ann"],
    [bob, "Bob"],
  ] as const) {
    await page.goto(`${origin}/play`);
    await signInAsGuest(page, name);
  }

  await ann.click('[data-quick="start"]');
  await ann.waitForSelector('section[data-ticket="waiting"]');
  await ann.click('[data-quick="cancel"]');
  await ann.waitForSelector('section[data-ticket="cancelled"]');
  await ann.click('[data-quick="start"]');
  await bob.click('[data-quick="start"]');
  for (const page of [ann, bob]) await page.waitForURL(/\/play\/s\/[0-9a-f-]{36}$/);
  assert.equal(ann.url(), bob.url());
  await ann.waitForSelector('[data-cell="0"]');
  assert.deepEqual(errors.flat(), []);
});
