import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import type { App } from "../../api/create-app.ts";
import { signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { startGame } from "../support/play.ts";
import { call, closeBeforeApp, createTestApp } from "../support/test-app.ts";

const PUBLIC_TIC_TAC_TOE = { visibility: "public", plugin_id: "tic-tac-toe" };

/** A public tic-tac-toe game between two guests over the API. */
async function publicGame(app: App) {
  const game = await startGame(app, "tic-tac-toe", 2, PUBLIC_TIC_TAC_TOE);
  const move = async (seat: 0 | 1, cell: number) => {
    const res = await call(app, game.players[seat] as string, "POST", `/games/${game.gameId}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell },
    });
    assert.equal(res.statusCode, 200, res.body);
  };
  return { ...game, move };
}

test("an outsider follows a public game live on /play/g/{id}, counted as its one spectator, and the TV shows it, then switches to the next game after it ends", {
  skip: chromiumSkip,
}, async (t) => {
  const { app } = await createTestApp(t);
  const origin = await app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  closeBeforeApp(app, () => browser.close());
  t.after(() => browser.close());
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  const errors = collectErrors(page);
  const first = await publicGame(app);

  // Cy is an outsider: signed in, never joined.
  await page.goto(`${origin}/play`);
  await signInAsGuest(page, "Cy");
  await page.waitForSelector("section.open-tables");
  await page.goto(`${origin}/play/g/${first.gameId}`);
  await page.waitForSelector('[data-connection="live"]');
  await page.waitForSelector('[data-spectators="1"]');
  await first.move(0, 0);
  await page.waitForSelector('[data-cell="0"] svg');
  assert.equal(
    await page.locator("[data-cell]:not([disabled])").count(),
    0,
    "the watched board is read-only",
  );

  await page.getByRole("link", { name: "TV" }).click();
  await page.waitForSelector(`[data-tv="${first.gameId}"] [data-cell="0"] svg`);
  for (const [seat, cell] of [
    [1, 3],
    [0, 1],
    [1, 4],
    [0, 2],
  ] as const)
    await first.move(seat, cell);
  await page.waitForSelector('text="Player 1 won!"');
  const second = await publicGame(app);
  await page.waitForSelector(`[data-tv="${second.gameId}"]`);
  assert.deepEqual(errors, []);
});
