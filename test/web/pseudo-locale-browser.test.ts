import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import { LOCALES } from "../../src/i18n/locales.ts";
import { chromiumSkip, launchChromium } from "../support/chromium.ts";
import { createComputerApp } from "../support/computer-table.ts";
import { startGame } from "../support/play.ts";
import { pseudoFtl, pseudoText, untranslatedRuns } from "../support/pseudo-locale.ts";
import { playCells, X_WINS } from "../support/social-play.ts";
import { closeBeforeApp } from "../support/test-app.ts";

/**
 * The games' own words (their boards and what the live region says of a move)
 * are TypeScript until they move to locales/<lang>/games/*.ftl; until then the
 * walk leaves them out, and the games' names and summaries pass.
 */
const GAME_WORDS = ".board-view, [data-announcer]";

/** What a person sees or hears on the page: its visible text runs, the title, and accessible names and alternatives. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate((skipped) => {
    const texts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest(`script, style, noscript, ${skipped}`)) continue;
      if (parent.checkVisibility() || parent.closest("select")) texts.push(text);
    }
    for (const element of Array.from(
      document.body.querySelectorAll("[aria-label], [title], [alt], [placeholder]"),
    ))
      for (const name of ["aria-label", "title", "alt", "placeholder"]) {
        const value = element.getAttribute(name);
        if (value && !element.closest(skipped)) texts.push(value);
      }
    return texts;
  }, GAME_WORDS);
}

/**
 * Shown as they are in every language: the names people chose (the API's
 * guests are "Player n"), invite codes, ids, addresses, and each language's
 * own name in the picker. A computer's stored name ("Computer (easy)") is not
 * among them: the page shows it through kit-computer-name.
 */
const ALLOWED = [
  "Ann",
  /Player \d+/g,
  /\b[A-Z0-9]{8}\b/g,
  /[0-9a-f]{8}-[0-9a-f-]{27}/g,
  /https?:\/\/\S+/g,
  ...LOCALES.map((l) => l.name),
];

/** The games' names and summaries, from the API, in English until they move to the games' .ftl files. */
async function gameNames(origin: string): Promise<string[]> {
  const { plugins } = (await (await fetch(`${origin}/api/v1/plugins`)).json()) as {
    plugins: { name: string; summary: string }[];
  };
  // Longest first, so a summary goes before a name it contains; a tournament's default name is "<game> <format>".
  return plugins
    .flatMap((p) => [p.summary, ...["swiss", "knockout", "arena"].map((f) => `${p.name} ${f}`), p.name])
    .sort((a, b) => b.length - a.length);
}

const GAMES = [
  "pig",
  "yacht",
  "snakes-and-ladders",
  "ludo",
  "liars-dice",
  "backgammon",
  "long-nardy",
] as const;

test("with every message pseudo-accented, no /play screen shows a message id or English written in the code", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createComputerApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  closeBeforeApp(app, () => browser.close());
  t.after(() => browser.close());
  const context = await browser.newContext({ locale: "en-US" });
  // The pseudo-locale: English's own files, every text accented, served where the page fetches its words.
  // Fetched by this process from its own app: the browser may be the run's shared one, in another process.
  await context.route("**/play/assets/locales/**", async (route) => {
    const response = await fetch(route.request().url());
    await route.fulfill({
      status: response.status,
      contentType: response.headers.get("content-type") ?? undefined,
      body: pseudoFtl(await response.text()),
    });
  });
  const page = await context.newPage();
  const allowed = [...(await gameNames(origin)), ...ALLOWED];
  const found: string[] = [];
  const check = async (screen: string) => {
    for (const run of untranslatedRuns(await shownTexts(page), allowed)) found.push(`${screen}: ${run}`);
  };
  const create = `text="${pseudoText("Create")}"`;

  await page.goto(`${origin}/play`);
  await page.waitForSelector('input[name="display_name"]');
  await check("sign-in");
  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.waitForSelector(create);
  await check("lobby");

  await page.click(create);
  await page.waitForSelector("[data-add-computer]");
  await check("new session");
  await page.click('[data-add-computer="easy"]');
  await page.waitForSelector(".people li:nth-child(2)");
  await page.click('[data-plugin="tic-tac-toe"]');
  await page.waitForSelector("[data-cell]:not([disabled])");
  await check("tic-tac-toe");
  const rematch = page.locator("[data-rematch]");
  const ready = page.locator("[data-cell]:not([disabled])").or(rematch).first();
  for (await ready.waitFor(); !(await rematch.count()); await ready.waitFor()) {
    const cell = await page.getAttribute("[data-cell]:not([disabled])", "data-cell");
    await page.click(`[data-cell="${cell}"]`);
    await page.waitForSelector(`[data-cell="${cell}"] svg`);
  }
  await check("finished tic-tac-toe");
  await page.click("[data-replay-link]");
  await page.waitForSelector('[data-verified="true"]');
  await check("replay");

  for (const game of GAMES) {
    await page.goto(`${origin}/play`);
    await page.click(create);
    await page.click('[data-add-computer="easy"]');
    await page.waitForSelector(".people li:nth-child(2)");
    await page.click(`[data-plugin="${game}"]`);
    await page.waitForSelector(".game .banner");
    await check(game);
  }

  const watched = await startGame(app, "tic-tac-toe", 2, { visibility: "public", plugin_id: "tic-tac-toe" });
  await playCells(app, watched, watched.gameId, X_WINS.slice(0, 2));
  await page.goto(`${origin}/play/g/${watched.gameId}`);
  await page.waitForSelector('[data-connection="live"]');
  await check("watch");
  await page.goto(`${origin}/play/tv`);
  await page.waitForSelector(`[data-tv="${watched.gameId}"]`);
  await check("TV");
  await page.goto(`${origin}/play/top/tic-tac-toe`);
  await page.waitForSelector("h2");
  await check("ratings");

  await page.goto(`${origin}/play`);
  await page.click(`section:has(h2:text("${pseudoText("New tournament")}")) button[type="submit"]`);
  await page.waitForURL(/\/play\/t\/[0-9a-f-]{36}$/);
  await page.waitForSelector('section[data-status="open"]');
  await check("tournament");

  assert.deepEqual(found, []);
});
