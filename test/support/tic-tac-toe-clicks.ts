import type { Locator, Page } from "playwright-core";

/**
 * Takes the first open tic-tac-toe cell whenever the board lets the page's
 * player, until the game is over; answers the "won!" or "draw" line. After
 * each click it waits for the mark: until the answer shows it the other cells
 * still look open, and a click on one could wait on a cell the computer takes
 * next, or on a board its move ends. Locators, not a string predicate: the
 * page's Content-Security-Policy forbids eval.
 */
export async function clickFirstOpenCells(page: Page): Promise<Locator> {
  const over = page.locator("text=/ won!|draw/");
  const ready = page.locator("[data-cell]:not([disabled])").or(over).first();
  for (let moves = 0; moves < 5; moves++) {
    await ready.waitFor();
    if (await over.count()) break;
    const cell = await page.getAttribute("[data-cell]:not([disabled])", "data-cell");
    await page.click(`[data-cell="${cell}"]`);
    await page.waitForSelector(`[data-cell="${cell}"] svg`);
  }
  await over.first().waitFor();
  return over.first();
}
