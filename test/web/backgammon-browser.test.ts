import assert from "node:assert/strict";
import { test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import type { Browser, Page } from "playwright-core";
import { signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { createComputerApp } from "../support/computer-table.ts";
import { closeBeforeApp } from "../support/test-app.ts";

/** The kit board's fill for a legal destination of the checker pressed. */
const LIT = "rgba(46, 204, 113, 0.55)";

/** A point or the bar the player may press to pick a checker up (the board gives it a pointer). */
const SOURCE = '[data-spot][style*="pointer"]';

/** Where a picked-up checker may go: a lit point, or the lit tray to bear off. */
const TARGET = `g[data-spot]:has(polygon[fill="${LIT}"], rect[fill="${LIT}"])`;

/** Every checker drawn on the board (`scope` names the game's board), as "x,y,colour", sorted. */
function checkers(page: Page, scope: string): Promise<string> {
  return page.evaluate(drawn, scope);
}

/** In the page: the checkers under `scope` (not the second seat's inner rings), as `checkers` reads them. */
function drawn(scope: string): string {
  return Array.from(document.querySelectorAll(`${scope} svg:not(.die) circle:not([fill="none"])`), (c) =>
    ["cx", "cy", "fill"].map((name) => c.getAttribute(name)).join(),
  )
    .sort()
    .join(";");
}

/** Waits (a bounded number of reads) until the checkers drawn are `snapshot` (`same`) or differ from it (a move landed). */
async function checkersAre(page: Page, scope: string, snapshot: string, same: boolean): Promise<void> {
  for (let reads = 0; reads < 1500; reads++) {
    if (((await checkers(page, scope)) === snapshot) === same) return;
    await sleep(20);
  }
  assert.fail(same ? "the other tab never showed the move" : "the move never landed");
}

/** Presses the first checker that can move, then its first lit destination; resolves once the board shows it. */
async function clickStep(page: Page, scope: string): Promise<void> {
  const before = await checkers(page, scope);
  await page.locator(`${scope} ${SOURCE}`).first().click();
  await page.locator(`${scope} ${TARGET}`).first().click();
  await checkersAre(page, scope, before, false);
}

/** A page whose clock starts at the server's test clock (`nowMs`), so a turn's deadline reads as the server means it. */
async function pageAt(browser: Browser, nowMs: number): Promise<Page> {
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  await page.clock.install({ time: nowMs });
  return page;
}

/** A guest signed in on /play who has created a session (with a five-minute bank clock if `bank`); answers the page. */
async function host(page: Page, origin: string, name: string, bank = false): Promise<Page> {
  await page.goto(`${origin}/play`);
  await signInAsGuest(page, name);
  if (bank) {
    await page.selectOption('select[name="clock"]', "bank");
    await page.fill('input[name="minutes"]', "5");
  }
  await page.click('text="Create"');
  return page;
}

/** The page whose player moves first, once the board shows on both. */
async function moverOf(pages: readonly Page[]): Promise<Page> {
  for (let looks = 0; looks < 500; looks++) {
    for (const page of pages) if ((await page.locator(`.backgammon ${SOURCE}`).count()) > 0) return page;
    await sleep(20);
  }
  assert.fail("neither player may move");
}

test("the 24-point board on /play: backgammon under a clock moved by clicks (a checker picked up outlasts a tick), undone and confirmed is seen by the other tab; long nardy renders and takes a move", {
  skip: chromiumSkip,
}, async (t) => {
  const { app, clock, errors: serverErrors } = await createComputerApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  closeBeforeApp(app, () => browser.close());
  t.after(() => browser.close());

  const ann = await host(await pageAt(browser, clock.now()), origin, "Ann", true);
  const bob = await pageAt(browser, clock.now());
  const errors = [ann, bob].map(collectErrors);
  await bob.goto(await (await ann.waitForSelector("[data-web-link]")).inputValue());
  await signInAsGuest(bob, "Bob");
  await ann.waitForSelector('.people li:has-text("Bob")');
  await ann.click('[data-plugin="backgammon"]');
  await bob.waitForSelector(".backgammon svg");

  const mover = await moverOf([ann, bob]);
  const other = mover === ann ? bob : ann;
  const opening = await checkers(mover, ".backgammon");
  assert.equal(opening.split(";").length, 30, "fifteen checkers a side");
  // A checker picked up stays picked up while the clock ticks, then goes where it is sent.
  await mover.locator(`.backgammon ${SOURCE}`).first().click();
  await mover.clock.runFor(2_000);
  await mover.locator(`.backgammon ${TARGET}`).first().click();
  await checkersAre(mover, ".backgammon", opening, false);
  await mover.click('[data-action="undo"]');
  await mover.locator('[data-action="undo"]').waitFor({ state: "detached" });
  assert.equal(await checkers(mover, ".backgammon"), opening, "undo put the checker back");

  const confirm = mover.locator('[data-action="confirm_turn"]');
  for (let steps = 0; !(await confirm.isVisible()); steps++) {
    assert.ok(steps < 4, "a turn ends within four checker moves");
    await clickStep(mover, ".backgammon");
  }
  const played = await checkers(mover, ".backgammon");
  assert.notEqual(played, opening);
  await confirm.click();
  await other.waitForSelector('[data-action="roll_dice"]');
  await checkersAre(other, ".backgammon", played, true);
  assert.equal(await mover.locator('[data-action="roll_dice"]').count(), 0, "the turn passed");

  // Long nardy against an easy computer: the board renders, and a clicked step lands with undo offered.
  const cleo = await host(await pageAt(browser, clock.now()), origin, "Cleo");
  errors.push(collectErrors(cleo));
  await cleo.click('[data-add-computer="easy"]');
  await cleo.waitForSelector('.people li:has-text("Computer (easy)")');
  await cleo.click('[data-plugin="long-nardy"]');
  await cleo.locator(`.long-nardy ${SOURCE}`).first().waitFor();
  assert.equal(await cleo.locator(".long-nardy g[data-spot]:has(polygon)").count(), 24, "the 24 points");
  await clickStep(cleo, ".long-nardy");
  await cleo.locator('.long-nardy button:has-text("Undo"):not([disabled])').waitFor();

  assert.deepEqual(errors.flat(), []);
  assert.deepEqual(serverErrors, []);
});
