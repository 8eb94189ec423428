import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { startTournaments } from "../../src/boot.ts";
import { browserPair, signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { createTestApp } from "../support/test-app.ts";

test("a tournament is created, joined, played and finished from /play alone", {
  skip: chromiumSkip,
}, async (t) => {
  const { app, core } = await createTestApp(t);
  t.after(startTournaments(core, pino({ level: "silent" })));
  const { origin, ann, bob, errors } = await browserPair(t, app);

  await ann.goto(`${origin}/play`);
  await signInAsGuest(ann, "Ann");
  await ann.click('section:has(h2:text("New tournament")) button[type="submit"]');
  await ann.waitForURL(/\/play\/t\/[0-9a-f-]{36}$/);
  const page = ann.url();
  await ann.click('[data-entry="join"]');
  await ann.waitForSelector('[data-entry="leave"]');

  await bob.goto(page);
  await bob.waitForSelector('section.tournament[data-status="open"]');
  await signInAsGuest(bob, "Bob");
  await bob.click('[data-entry="join"]');
  await bob.waitForSelector('[data-entry="leave"]');

  await ann.click('[data-organiser="start"]');
  await ann.waitForSelector('section.tournament[data-status="running"]');
  await ann.click('section[data-round="1"] a');
  await bob.waitForSelector('section[data-round="1"] a');
  await bob.click('section[data-round="1"] a');
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
  await ann.waitForSelector('section.tournament[data-status="finished"]');
  assert.equal(await ann.textContent(".standings tbody tr:first-child td:nth-child(2)"), "Ann");
  assert.deepEqual(errors.flat(), []);
});
