import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { chromiumSkip } from "../support/chromium.ts";
import { focused, listen, pressForMove, said, startByKeyboard, tabUntil } from "../support/keyboard-play.ts";

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
  const { page, errors, serverErrors } = await startByKeyboard(t, "tic-tac-toe");

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

test("a keyboard alone plays pig to its end: Tab reaches Roll and Bank, Enter and Space press them", {
  skip: chromiumSkip,
}, async (t) => {
  const { page, errors, serverErrors } = await startByKeyboard(t, "pig");

  const over = page.locator("text=/ won!|draw/");
  const roll = page.locator('.dice-race button:has-text("Roll"):not([disabled])');
  let rolls = 0;
  for (let turns = 0; turns < 400 && !(await over.count()); turns++) {
    await roll.or(over).first().waitFor();
    if (await over.count()) break;
    const pot = Number((await page.locator(".roll-row span").textContent())?.replace(/\D/g, ""));
    const label = pot >= 15 ? "Bank" : "Roll";
    await tabUntil(page, "button", label);
    await pressForMove(page, rolls++ % 2 ? "Space" : "Enter");
  }
  await over.first().waitFor();
  assert.ok(rolls > 10, `Ann pressed ${rolls} times`);
  assert.deepEqual(errors, []);
  assert.deepEqual(serverErrors, []);
});

test("a keyboard alone plays liar's dice to its end: Tab reaches the bid and the call, Enter and Space press them", {
  skip: chromiumSkip,
}, async (t) => {
  const { page, errors, serverErrors } = await startByKeyboard(t, "liars-dice");

  const over = page.locator("text=/ won!|draw/");
  const call = page.locator('.liars-dice button:has-text("Liar!"):not([disabled])');
  const bid = page.locator('.liars-dice button:has-text("Bid"):not([disabled])');
  let presses = 0;
  for (let turns = 0; turns < 200 && !(await over.count()); turns++) {
    await call.or(bid).or(over).first().waitFor();
    if (await over.count()) break;
    await tabUntil(page, "button", (await call.count()) ? "🤥 Liar!" : "Bid");
    await pressForMove(page, presses++ % 2 ? "Space" : "Enter");
  }
  await over.first().waitFor();
  assert.ok(presses >= 5, `Ann pressed ${presses} times`);
  assert.deepEqual(errors, []);
  assert.deepEqual(serverErrors, []);
});
