import assert from "node:assert/strict";
import { test } from "node:test";
import { auditPage } from "../support/axe-audit.ts";
import { chromiumSkip } from "../support/chromium.ts";
import { computerBrowser, startAgainstComputer } from "../support/computer-browser.ts";
import { startGame } from "../support/play.ts";
import { playCells, X_WINS } from "../support/social-play.ts";

const BOARDS = ["yacht", "ludo", "snakes-and-ladders", "backgammon", "long-nardy"] as const;

test("axe-core finds no WCAG 2.2 AA violation on the other boards, replay, watch, TV and a tournament, at 390 and 1280 px, light and dark", {
  skip: chromiumSkip,
}, async (t) => {
  const { app, origin, page } = await computerBrowser(t, "en-US");
  const found: string[] = [];

  await page.goto(`${origin}/play`);
  await page.fill('input[name="display_name"]', "Ann");
  await page.click('button[type="submit"]');
  await page.waitForSelector('text="Create"');
  for (const board of BOARDS) {
    await startAgainstComputer(page, origin, board);
    found.push(...(await auditPage(page, board)));
  }

  const finished = await startGame(app, "tic-tac-toe", 2, { visibility: "public", plugin_id: "tic-tac-toe" });
  await playCells(app, finished, finished.gameId, X_WINS);
  await page.goto(`${origin}/play/replay/${finished.gameId}`);
  await page.waitForSelector('[data-verified="true"]');
  found.push(...(await auditPage(page, "replay")));

  const watched = await startGame(app, "tic-tac-toe", 2, { visibility: "public", plugin_id: "tic-tac-toe" });
  await playCells(app, watched, watched.gameId, X_WINS.slice(0, 2));
  await page.goto(`${origin}/play/g/${watched.gameId}`);
  await page.waitForSelector('[data-connection="live"]');
  found.push(...(await auditPage(page, "watch")));
  await page.goto(`${origin}/play/tv`);
  await page.waitForSelector(`[data-tv="${watched.gameId}"]`);
  found.push(...(await auditPage(page, "TV")));

  await page.goto(`${origin}/play`);
  await page.click('section:has(h2:text("New tournament")) button[type="submit"]');
  await page.waitForURL(/\/play\/t\/[0-9a-f-]{36}$/);
  await page.waitForSelector('section.tournament[data-status="open"]');
  found.push(...(await auditPage(page, "tournament")));

  assert.deepEqual(found, []);
});
