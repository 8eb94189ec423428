import assert from "node:assert/strict";
import { test } from "node:test";
import { chromiumSkip, collectErrors } from "../support/chromium.ts";
import { computerBrowser } from "../support/computer-browser.ts";
import { clickFirstOpenCells } from "../support/tic-tac-toe-clicks.ts";

test("alone on the web: the host seats a hard computer from the picker and plays tic-tac-toe to the end", {
  skip: chromiumSkip,
}, async (t) => {
  const { errors: serverErrors, origin, page } = await computerBrowser(t, "en-US");
  const errors = collectErrors(page);

  await page.goto(`${origin}/play`);
  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.click('text="Create"');
  await page.click('[data-add-computer="easy"]');
  await page.waitForSelector('.people li:has-text("Computer (easy) · computer, easy")');
  await page.click("[data-remove-computer]");
  await page.locator('.people li:has-text("Computer (easy)")').waitFor({ state: "detached" });
  await page.click('[data-add-computer="hard"]');
  await page.waitForSelector('.people li:has-text("Computer (hard) · computer, hard")');
  await page.click('[data-plugin="tic-tac-toe"]');

  // Ann takes the first open cell whenever the board lets her; the computer answers through the stream.
  const over = await clickFirstOpenCells(page);
  const result = (await over.textContent()) ?? "";
  assert.ok(!result.includes("Ann won"), result);
  assert.deepEqual(errors, []);
  assert.deepEqual(serverErrors, []);
});
