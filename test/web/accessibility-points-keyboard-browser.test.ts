import assert from "node:assert/strict";
import { test } from "node:test";
import { chromiumSkip } from "../support/chromium.ts";
import { computerBrowser, startAgainstComputer } from "../support/computer-browser.ts";

test("a keyboard alone moves a backgammon checker: the board is one tab stop, arrows walk the spots, Enter picks up and puts down", {
  skip: chromiumSkip,
}, async (t) => {
  const { origin, page } = await computerBrowser(t, "en-US");
  await page.goto(`${origin}/play`);
  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.waitForSelector('text="Create"');
  await startAgainstComputer(page, origin, "backgammon");

  const roll = page.locator('[data-action="roll_dice"]');
  const stop = page.locator('.points-board [data-spot][tabindex="0"]');
  for (await roll.or(stop).first().waitFor(); await roll.count(); await roll.or(stop).first().waitFor()) {
    await roll.focus();
    await page.keyboard.press("Enter");
    await roll.waitFor({ state: "detached" });
  }
  await stop.focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector('.points-board [aria-pressed="true"]');
  const lit = () => page.evaluate(() => document.activeElement?.hasAttribute("data-lit") ?? false);
  for (let keys = 0; keys < 26 && !(await lit()); keys++) await page.keyboard.press("ArrowRight");
  assert.ok(await lit(), "arrows reach a lit destination");
  const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
  assert.match(label, /^(point \d+|bear off)/, "each spot is named for screen readers");
  await page.keyboard.press(" ");
  await page.waitForSelector('[data-action="undo"]');
});
