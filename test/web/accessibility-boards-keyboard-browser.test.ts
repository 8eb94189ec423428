import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { auditPage } from "../support/axe-audit.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { focused, listen, pressForMove, said, startByKeyboard, tabUntil } from "../support/keyboard-play.ts";

const OVER = "text=/ won!|draw/";
const ROLL = '[data-action="roll_dice"]';

/** Waits until the board gave the focus back to `selector` by itself, as the player's turn came round. */
function focusComesTo(page: Page, selector: string) {
  return page.waitForFunction((css) => document.activeElement?.matches(css) ?? false, selector);
}

test("a keyboard alone plays yacht to its end: arrows walk the dice and the boxes to score, Space holds, Enter rolls and scores, and the dice are said", {
  skip: chromiumSkip,
}, async (t) => {
  const { page, errors, serverErrors } = await startByKeyboard(t, "yacht");
  const found: string[] = [];
  await page.waitForSelector(".yacht");
  await listen(page);
  const over = page.locator(OVER);
  const roll = page.locator(`.yacht ${ROLL}:not([disabled])`);
  let turns = 0;
  for (; turns < 20; turns++) {
    await roll.or(over).first().waitFor();
    if (await over.count()) break;
    if (turns === 0) await tabUntil(page, ROLL);
    else await focusComesTo(page, ROLL);
    await pressForMove(page, "Enter");

    await page.keyboard.press("Shift+Tab");
    assert.equal(await page.locator('.die-button[tabindex="0"]').count(), 1, "the dice are one tab stop");
    assert.ok((await focused(page)).rove !== null, "Shift+Tab from Roll reaches the dice");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Space");
    const die = await focused(page);
    assert.equal(die.rove, "1");
    assert.equal(die.pressed, "true", "Space holds the second die");
    assert.ok(die.ring && die.ringWidth >= 2, "the focused die shows a focus ring");
    await page.keyboard.press("Tab");
    assert.equal((await focused(page)).action, "roll_dice", "Tab from the dice goes on to Roll");
    await pressForMove(page, "Enter");
    assert.match(
      (await page.locator(".yacht .sr-only").textContent()) ?? "",
      /^Ann: Dice: \d(, \d){4}; held: \d$/,
    );

    await tabUntil(page, ".scorecard button");
    assert.equal(
      await page.locator('.scorecard button[tabindex="0"]').count(),
      1,
      "the boxes are one tab stop",
    );
    if (turns === 0) found.push(...(await auditPage(page, "yacht, a box to score")));
    await page.keyboard.press("ArrowDown");
    assert.ok((await focused(page)).rove !== null, "the arrow kept the focus among the boxes");
    await pressForMove(page, turns % 2 ? "Space" : "Enter");
  }
  await over.first().waitFor();
  assert.equal(turns, 13, "Ann scored all 13 boxes");
  const sentences = await said(page);
  assert.ok(
    sentences.some((s) => /^Ann: Dice: \d(, \d){4}/.test(s)),
    sentences.join(" | "),
  );
  assert.ok(
    sentences.some((s) => /^Ann: [^:]+: \d+\. Computer \(easy\)'s turn$/.test(s)),
    sentences.join(" | "),
  );
  assert.ok(
    sentences.some((s) => /^Computer \(easy\): [^:]+: \d+\. Your turn$/.test(s)),
    sentences.join(" | "),
  );
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  assert.deepEqual(serverErrors, []);
});

test("a keyboard alone plays ludo: Enter rolls, arrows walk the tokens that can move, Enter or Space moves one, each seat has its shape, and moves are said", {
  skip: chromiumSkip,
}, async (t) => {
  const { page, errors, serverErrors } = await startByKeyboard(t, "ludo");
  const found: string[] = [];
  await page.waitForSelector(".ludo");
  await listen(page);
  assert.equal(
    await page.locator('.ludo svg g[data-seat="0"] circle').count(),
    4,
    "the first seat's tokens are round",
  );
  assert.equal(
    await page.locator('.ludo svg g[data-seat="1"] polygon').count(),
    4,
    "the second seat's are square",
  );
  assert.deepEqual(await page.locator(".seat-legend li").allTextContents(), [
    "Ann: yard, yard, yard, yard",
    "Computer (easy): yard, yard, yard, yard",
  ]);
  const over = page.locator(OVER);
  const roll = page.locator(`.ludo ${ROLL}:not([disabled])`);
  const token = page.locator(".ludo [data-token]");
  let [rolls, moved, walked] = [0, 0, 0];
  for (let steps = 0; steps < 400 && (moved < 8 || walked < 1); steps++) {
    await roll.or(token).or(over).first().waitFor();
    if (await over.count()) break;
    if ((await token.count()) > 0) {
      await focusComesTo(page, "[data-token]");
      assert.equal(
        await page.locator('.ludo [data-token][tabindex="0"]').count(),
        1,
        "the tokens are one tab stop",
      );
      if ((await token.count()) > 1) {
        const from = (await focused(page)).rove;
        await page.keyboard.press("ArrowRight");
        const to = await focused(page);
        assert.ok(to.rove !== null && to.rove !== from, "the arrow walked to another token");
        assert.ok(to.ring && to.ringWidth >= 2, "the focused token's button shows a focus ring");
        if (walked++ === 0) found.push(...(await auditPage(page, "ludo, tokens to move")));
      }
      await pressForMove(page, moved++ % 2 ? "Space" : "Enter");
    } else {
      if (rolls++ === 0) await tabUntil(page, ROLL);
      else await focusComesTo(page, ROLL);
      await pressForMove(page, "Enter");
    }
  }
  assert.ok(walked >= 1 && moved >= 8, `Ann moved ${moved} times, ${walked} of them by arrows`);
  const sentences = await said(page);
  assert.ok(
    sentences.some((s) => /^Ann: Last roll: \d/.test(s)),
    sentences.join(" | "),
  );
  assert.ok(
    sentences.some((s) => /^Ann: Token \d: (square \d+|home column \d|home)/.test(s)),
    sentences.join(" | "),
  );
  assert.match(
    (await page.locator('.ludo svg[role="img"]').getAttribute("aria-label")) ?? "",
    /^Ann: .+; Computer \(easy\): /,
  );
  assert.deepEqual(found, []);
  assert.deepEqual(errors, []);
  assert.deepEqual(serverErrors, []);
});

test("a keyboard alone plays snakes and ladders to its end: the focus comes back to Roll each turn, Enter and Space roll, and each roll and square is said", {
  skip: chromiumSkip,
}, async (t) => {
  const { page, errors, serverErrors } = await startByKeyboard(t, "snakes-and-ladders");
  await page.waitForSelector(".track");
  await listen(page);
  assert.equal(await page.locator(".track svg circle.token").count(), 1, "the first seat's token is round");
  assert.equal(await page.locator(".track svg polygon.token").count(), 1, "the second seat's is square");
  const over = page.locator(OVER);
  const roll = page.locator(`.track ${ROLL}:not([disabled])`);
  let rolls = 0;
  for (; rolls < 400; rolls++) {
    await roll.or(over).first().waitFor();
    if (await over.count()) break;
    if (rolls === 0) await tabUntil(page, ROLL);
    else await focusComesTo(page, ROLL);
    await pressForMove(page, rolls % 2 ? "Space" : "Enter");
  }
  await over.first().waitFor();
  assert.ok(rolls > 5, `Ann rolled ${rolls} times`);
  const sentences = await said(page);
  assert.ok(
    sentences.some((s) => /^Ann: Last roll: \d, (Square \d+|Start)\. Computer \(easy\)'s turn$/.test(s)),
    sentences.join(" | "),
  );
  assert.match(
    (await page.locator(".seat-legend li").first().textContent()) ?? "",
    /^Ann: (Start|Square \d+)$/,
  );
  assert.deepEqual(errors, []);
  assert.deepEqual(serverErrors, []);
});
