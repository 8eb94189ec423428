import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { createComputerApp } from "../support/computer-table.ts";

/** What has the keyboard focus: its data-cell, and whether it shows a focus ring. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      cell: element?.dataset.cell ?? null,
      ring: Boolean(element?.matches(":focus-visible")) && style?.outlineStyle !== "none",
      ringWidth: style ? Number.parseFloat(style.outlineWidth) : 0,
    };
  });
}

/** Records every sentence the game's live region adds, to read back with `said`. */
function listen(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector("[data-announcer]") as HTMLElement;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, { childList: true });
  });
}

/** What the live region said since `listen`, in order. */
function said(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { said: string[] }).said);
}

/** Presses Tab (at most a page's worth of times) until a board cell has the focus. */
async function tabToBoard(page: Page): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    if ((await focused(page)).cell !== null) return;
    await page.keyboard.press("Tab");
  }
  assert.fail("Tab never reached the board");
}

test("a keyboard alone plays tic-tac-toe to its end: Tab reaches the board, arrows move among the open cells, Enter and Space mark, and a focus ring shows", {
  skip: chromiumSkip,
}, async (t) => {
  const { app, errors: serverErrors } = await createComputerApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  t.after(() => browser.close());
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = collectErrors(page);

  await page.goto(`${origin}/play`);
  await page.locator('input[name="display_name"]').fill("Ann");
  await page.locator('input[name="display_name"]').press("Enter");
  await page.locator('text="Create"').first().press("Enter");
  await page.locator('[data-add-computer="easy"]').press("Enter");
  await page.waitForSelector('.people li:has-text("Computer (easy)")');
  await page.locator('[data-plugin="tic-tac-toe"]').press("Enter");

  await page.waitForSelector("[data-cell]");
  await listen(page);
  const over = page.locator("text=/ won!|draw/");
  const ready = page.locator("[data-cell]:not([disabled])").or(over).first();
  let keys = 0;
  for (let moves = 0; moves < 5; moves++) {
    await ready.waitFor();
    if (await over.count()) break;
    await tabToBoard(page);
    assert.equal(await page.locator('[data-cell][tabindex="0"]').count(), 1, "the board is one tab stop");
    await page.keyboard.press(moves % 2 ? "ArrowDown" : "ArrowRight");
    const at = await focused(page);
    assert.ok(at.cell !== null, "the arrow kept the focus on the board");
    assert.ok(at.ring && at.ringWidth >= 2, "the focused cell shows a focus ring");
    await page.keyboard.press(keys++ % 2 ? "Space" : "Enter");
    await page.waitForSelector(`[data-cell="${at.cell}"] svg`);
  }
  await over.first().waitFor();
  assert.ok(keys >= 3, `Ann made ${keys} moves`);

  // One polite live region said each move and turn change once, and the end.
  assert.equal(await page.locator(".game [aria-live]").count(), 1);
  const sentences = await said(page);
  assert.ok(
    sentences.some((s) => /^Ann: Row \d, column \d\. Computer \(easy\)'s turn$/.test(s)),
    sentences.join(" | "),
  );
  assert.ok(
    sentences.some((s) => /^Computer \(easy\): Row \d, column \d\. Your turn$/.test(s)),
    sentences.join(" | "),
  );
  assert.match(sentences.at(-1) ?? "", / won!|draw/);
  assert.equal(new Set(sentences).size, sentences.length, sentences.join(" | "));
  assert.deepEqual(errors, []);
  assert.deepEqual(serverErrors, []);
});
