import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { call, createTestApp, guest, json } from "../support/test-app.ts";

/** The seconds a clock shows ("4:57" → 297). */
const secondsOf = (text: string | null) => {
  const [minutes, seconds] = (text ?? "").split(":").map(Number);
  return (minutes ?? 0) * 60 + (seconds ?? 0);
};

const clockOf = (page: Page, name: string) => page.locator(".clocks li", { hasText: name });

/** Ann creates a session with a five-minute bank whose timeout brings a computer in, from the lobby form. */
async function createBankSession(page: Page, origin: string) {
  await page.goto(`${origin}/play`);
  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.selectOption('select[name="clock"]', "bank");
  await page.fill('input[name="minutes"]', "5");
  await page.fill('input[name="increment"]', "0");
  await page.selectOption('select[name="on_timeout"]', "stand_in");
  await page.click('text="Create"');
  const link = await (await page.waitForSelector("[data-web-link]")).inputValue();
  return link.split("/").pop() as string;
}

test("clocks on the web: a bank clock counts down, a timeout brings a stand-in, and I'm back ends it", {
  skip: chromiumSkip,
}, async (t) => {
  const { app, core, clock } = await createTestApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = collectErrors(page);
  // The page's clock starts at the server's test clock, and the test moves it.
  await page.clock.install({ time: clock.now() });

  const code = await createBankSession(page, origin);
  const bob = await guest(app, "Bob");
  const joined = json<{ time_control: unknown; on_timeout: string }>(
    await call(app, bob, "POST", "/sessions/join", { invite_code: code }),
  );
  assert.deepEqual(joined.time_control, { kind: "bank", initial_seconds: 300, increment_seconds: 0 });
  assert.equal(joined.on_timeout, "stand_in");
  await page.waitForSelector('.people li:has-text("Bob")');
  await page.click('[data-plugin="tic-tac-toe"]');

  // Both clocks show; Ann's runs and goes down as the page's time passes, Bob's stays.
  const ann = clockOf(page, "Ann");
  await ann.locator("[data-running]").waitFor();
  assert.equal(await clockOf(page, "Bob").locator(".time").textContent(), "5:00");
  const before = secondsOf(await ann.locator(".time").textContent());
  assert.ok(before > 290 && before <= 300, `Ann's clock starts near 5:00, not ${before} s`);
  await page.clock.runFor(5_000);
  const after = secondsOf(await ann.locator(".time").textContent());
  assert.ok(after <= before - 4, `Ann's clock went from ${before} s to ${after} s`);
  assert.equal(await clockOf(page, "Bob").locator(".time").textContent(), "5:00");

  // Ann's bank runs out: a computer keeps her seat and moves for her; the page says so.
  clock.advance(301_000);
  assert.equal(await core.clocks.expireDueTurns(), 1);
  await page.waitForSelector('.clocks li:has-text("🤖 for Ann")');
  const back = page.getByRole("button", { name: "I'm back" });
  await back.waitFor();

  await back.click();
  await page.locator('.clocks li:has-text("🤖")').waitFor({ state: "detached" });
  await back.waitFor({ state: "detached" });
  assert.equal(await clockOf(page, "Ann").count(), 1);
  assert.deepEqual(errors, []);
});
