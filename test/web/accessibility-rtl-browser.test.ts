import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { projectFile } from "../../platform/project-files.ts";
import { createCatalog } from "../../src/i18n/catalog.ts";
import { readLocaleFiles } from "../../src/i18n/locale-files.ts";
import { auditPage } from "../support/axe-audit.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { computerBrowser, startAgainstComputer } from "../support/computer-browser.ts";

const ar = createCatalog(readLocaleFiles(projectFile("locales")), ["web", "errors"]).words("ar");

/** The left and right edges of the first element `selector` finds. */
async function edges(page: Page, selector: string): Promise<{ left: number; right: number }> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return { left: box.x, right: box.x + box.width };
}

test("in Arabic /play lays out right to left: the title sits at the right, a refusal reads in Arabic, boards keep their geometry, and axe finds no violation", {
  skip: chromiumSkip,
}, async (t) => {
  const { origin, page } = await computerBrowser(t, "ar");
  const found: string[] = [];

  await page.goto(`${origin}/play`);
  await page.waitForSelector('input[name="display_name"]');
  assert.equal(await page.getAttribute("html", "dir"), "rtl");
  assert.equal(await page.getAttribute("html", "lang"), "ar");
  assert.equal(await page.textContent("header h1"), ar.t("title"));
  const [title, picker] = [await edges(page, "header h1"), await edges(page, "header select")];
  assert.ok(
    title.left > picker.right,
    "the title starts the header at its right, the picker follows to its left",
  );
  found.push(...(await auditPage(page, "sign-in")));

  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.waitForSelector(`button[type="submit"]:has-text("${ar.t("create")}")`);
  found.push(...(await auditPage(page, "lobby")));
  // A refusal reads as errors.ftl says it in the page's language, not as the API's English detail.
  await page.getByLabel(ar.t("inviteCode")).fill("NOSUCH");
  await page.getByLabel(ar.t("inviteCode")).press("Enter");
  assert.equal(await page.textContent('[role="alert"]'), ar.t("invite_not_found"));

  await startAgainstComputer(page, origin, "tic-tac-toe", ar.t("create"));
  await page.waitForSelector("[data-cell]:not([disabled])");
  const [first, second] = [await edges(page, '[data-cell="0"]'), await edges(page, '[data-cell="1"]')];
  assert.ok(first.right <= second.left, "row 1, column 1 stays at the left, as the rules number the grid");
  found.push(...(await auditPage(page, "tic-tac-toe")));

  await startAgainstComputer(page, origin, "backgammon", ar.t("create"));
  await page.waitForSelector('.backgammon svg[dir="ltr"]');
  found.push(...(await auditPage(page, "backgammon")));

  assert.deepEqual(found, []);
});
