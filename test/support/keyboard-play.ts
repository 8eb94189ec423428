import assert from "node:assert/strict";
import type { TestContext } from "node:test";
import type { Page } from "playwright-core";
import { collectErrors } from "./chromium.ts";
import { computerBrowser } from "./computer-browser.ts";

/** What has the keyboard focus: its board data attributes, label and pressed state, and whether it shows a focus ring. */
export function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const style = element ? getComputedStyle(element) : null;
    return {
      cell: element?.dataset.cell ?? null,
      rove: element?.dataset.rove ?? null,
      action: element?.dataset.action ?? null,
      label: element?.getAttribute("aria-label") ?? element?.textContent ?? "",
      pressed: element?.getAttribute("aria-pressed") ?? null,
      ring: Boolean(element?.matches(":focus-visible")) && style?.outlineStyle !== "none",
      ringWidth: style ? Number.parseFloat(style.outlineWidth) : 0,
    };
  });
}

/** Records every sentence the game's live region adds, to read back with `said`. */
export function listen(page: Page) {
  return page.evaluate(() => {
    const region = document.querySelector("[data-announcer]") as HTMLElement;
    const said: string[] = [];
    (window as unknown as { said: string[] }).said = said;
    new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, { childList: true });
  });
}

/** What the live region said since `listen`, in order. */
export function said(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { said: string[] }).said);
}

/** Presses Tab (at most a page's worth of times) until the focus is on a `selector` whose text starts with `text`. */
export async function tabUntil(page: Page, selector: string, text = ""): Promise<void> {
  for (let presses = 0; presses < 80; presses++) {
    const there = await page.evaluate(
      ([css, start]) =>
        Boolean(document.activeElement?.matches(css)) &&
        (document.activeElement?.textContent ?? "").startsWith(start ?? ""),
      [selector, text] as const,
    );
    if (there) return;
    await page.keyboard.press("Tab");
  }
  assert.fail(`Tab never reached ${selector} ${text}`);
}

/** Presses `key` and waits for the game's next version: the move it made, or the answers after it. */
export async function pressForMove(page: Page, key: string): Promise<void> {
  const version = await page.getAttribute(".banner", "data-version");
  await page.keyboard.press(key);
  await page.waitForSelector(`.banner:not([data-version="${version}"])`);
}

/**
 * Ann signs in, creates a session, seats an easy computer and starts `pluginId`,
 * each by pressing Enter on the control; returns her page and both sides' errors.
 */
export async function startByKeyboard(t: TestContext, pluginId: string) {
  const { errors: serverErrors, origin, page } = await computerBrowser(t, "en-US");
  const errors = collectErrors(page);
  await page.goto(`${origin}/play`);
  await page.locator('input[name="display_name"]').fill("Ann");
  await page.locator('input[name="display_name"]').press("Enter");
  await page.locator('text="Create"').first().press("Enter");
  await page.locator('[data-add-computer="easy"]').press("Enter");
  await page.waitForSelector('.people li:has-text("Computer (easy)")');
  await page.locator(`[data-plugin="${pluginId}"]`).press("Enter");
  return { page, errors, serverErrors };
}
