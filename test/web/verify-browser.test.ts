import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { describe, test } from "node:test";
import type { Page } from "playwright-core";
import type { App } from "../../api/create-app.ts";
import type { GameExport } from "../../src/documents/game-export-document.ts";
import { auditPage } from "../support/axe-audit.ts";
import { browserPair, playDiagonalWin, signInAsGuest } from "../support/browser-pair.ts";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { playToEnd, RANDOM_PLAY_LIMITS, seatPlayers, startGame } from "../support/play.ts";
import { call, createTestApp, json } from "../support/test-app.ts";

/** GET /games/{id}/export, as anyone may read it once the game is over. */
async function exportOf(app: App, gameId: string): Promise<GameExport> {
  const res = await app.inject({ method: "GET", url: `/api/v1/games/${gameId}/export` });
  assert.equal(res.statusCode, 200, res.body);
  return json<GameExport>(res);
}

/** Ann hosts tic-tac-toe with Bob in two browsers and wins on the top row; resolves to the game id. */
async function playInBrowsers(ann: Page, bob: Page, origin: string): Promise<string> {
  await ann.goto(`${origin}/play`);
  await signInAsGuest(ann, "Ann");
  await ann.click('text="Create"');
  await bob.goto(await (await ann.waitForSelector("[data-web-link]")).inputValue());
  await signInAsGuest(bob, "Bob");
  await ann.waitForSelector('.people li:has-text("Bob")');
  await ann.click('[data-plugin="tic-tac-toe"]');
  await playDiagonalWin(ann, bob);
  const link = await ann.waitForSelector("[data-verify-link]");
  return String(await link.getAttribute("href"))
    .split("/")
    .pop() as string;
}

/** Drops `text` as a file named game.json on the page's drop zone. */
async function dropFile(page: Page, text: string): Promise<void> {
  const transfer = await page.evaluateHandle((body) => {
    const data = new DataTransfer();
    data.items.add(new File([body], "game.json", { type: "application/json" }));
    return data;
  }, text);
  await page.dispatchEvent(".drop-zone", "drop", { dataTransfer: transfer });
}

/** The export with the first applied move's entropy changed, in its entry and the list alike. */
function tampered(doc: GameExport): { doc: GameExport; seq: number } {
  const target = doc.entries.find((e) => e.kind === "action" && e.outcome === "applied" && e.entropy);
  assert.ok(target);
  const other = <E>(e: E): E => ({ ...e, entropy: "0".repeat(32) });
  return {
    seq: target.seq,
    doc: {
      ...doc,
      entries: doc.entries.map((e) => (e.seq === target.seq ? other(e) : e)),
      entropy: doc.entropy.map((e) => (e.seq === target.seq ? other(e) : e)),
    },
  };
}

describe("/play/verify/{id}", { skip: chromiumSkip }, () => {
  test("the web client sends entropy with its start and moves; the page verifies the game and finds all of it, and misses one the record lacks", async (t) => {
    const { app } = await createTestApp(t);
    const { origin, ann, bob, errors } = await browserPair(t, app);
    const gameId = await playInBrowsers(ann, bob, origin);

    const doc = await exportOf(app, gameId);
    const moves = doc.entries.filter((e) => e.kind === "action" && e.outcome === "applied");
    assert.equal(moves.length, 5);
    assert.ok(
      moves.every((e) => /^[0-9a-f]{32}$/.test(e.entropy ?? "")),
      "every move carried entropy",
    );
    assert.match(doc.entries.find((e) => e.kind === "game_started")?.entropy ?? "", /^[0-9a-f]{32}$/);

    await ann.click("[data-verify-link]");
    await ann.waitForSelector('[data-verified="true"]');
    // Ann's start and her three moves, each found in the record.
    assert.match(String(await ann.locator("[data-entropy-ok]").textContent()), /All 4 random contributions/);
    // A contribution the record lacks (as if the server had dropped one of Ann's moves' entropy) fails the check.
    await ann.evaluate((id) => {
      const key = `play.entropy.${id}`;
      const sent = JSON.parse(localStorage.getItem(key) ?? "[]") as string[];
      localStorage.setItem(key, JSON.stringify([...sent, "ab".repeat(16)]));
    }, gameId);
    await ann.reload();
    await ann.waitForSelector('[data-verified="false"] [data-entropy-missing="1"]');
    assert.equal(await ann.locator("[data-first-problem]").count(), 0, "the replay itself matched");
    await bob.goto(`${origin}/play/verify/${gameId}`);
    await bob.waitForSelector('[data-verified="true"]');
    assert.match(String(await bob.locator("[data-entropy-ok]").textContent()), /All 2 random contributions/);
    assert.deepEqual(errors.flat(), []);
  });

  test("a tampered export file fails offline at its first bad step, on a page with no WCAG 2.2 AA violation; the honest one passes", async (t) => {
    const { app } = await createTestApp(t);
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const table = await startGame(app, "pig", 2);
    await playToEnd(app, table, table.gameId, 5000, () => ({ entropy: randomBytes(16).toString("hex") }));
    const doc = await exportOf(app, table.gameId);
    const browser = await launchChromium();
    t.after(() => browser.close());
    const context = await browser.newContext({ locale: "de-DE", bypassCSP: true });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto(`${origin}/play/verify`);
    await context.setOffline(true);

    const bad = tampered(doc);
    await dropFile(page, JSON.stringify(bad.doc));
    await page.waitForSelector('[data-verified="false"]');
    assert.match(String(await page.locator(".verdict").textContent()), /Nicht bestätigt/);
    assert.equal(
      await page.locator("[data-first-problem]").textContent(),
      `hash chain breaks at seq ${bad.seq}`,
    );
    assert.deepEqual(
      await auditPage(page, "verify, failed"),
      [],
      "a failed verdict has no WCAG 2.2 AA violation",
    );

    await page.setInputFiles("[data-export-file]", {
      name: "game.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(doc)),
    });
    await page.waitForSelector('[data-verified="true"]');
    assert.deepEqual(errors, []);
  });

  test("a backgammon game of a match shows the options it was set up and replayed with: the match's length and score, with no WCAG 2.2 AA violation", async (t) => {
    const { app } = await createTestApp(t, RANDOM_PLAY_LIMITS);
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const table = await seatPlayers(app, 2);
    const options = { match_to: 5, score: [2, 1] };
    const started = await call(
      app,
      table.players[0] as string,
      "POST",
      `/sessions/${table.sessionId}/games`,
      {
        plugin_id: "backgammon",
        options,
      },
    );
    assert.equal(started.statusCode, 201, started.body);
    const gameId = json<{ id: string }>(started).id;
    await playToEnd(app, table, gameId);
    const browser = await launchChromium();
    t.after(() => browser.close());
    const page = await (await browser.newContext({ locale: "en-US", bypassCSP: true })).newPage();
    const errors = collectErrors(page);
    await page.goto(`${origin}/play/verify/${gameId}`);
    await page.waitForSelector('[data-verified="true"]');
    assert.equal(
      await page.locator("[data-options]").textContent(),
      `The game was set up and replayed with these options: ${JSON.stringify(options)}`,
    );
    assert.deepEqual(
      await auditPage(page, "verify"),
      [],
      "a verified game's page has no WCAG 2.2 AA violation",
    );
    assert.deepEqual(errors, []);
  });

  test("a 4-player Ludo game of 400 moves and more verifies in the page with the CPU slowed 4×", async (t) => {
    const { app } = await createTestApp(t);
    const origin = await app.listen({ port: 0, host: "127.0.0.1" });
    const table = await startGame(app, "ludo", 4);
    const { actions } = await playToEnd(app, table, table.gameId, 5000, () => ({
      entropy: randomBytes(16).toString("hex"),
    }));
    assert.ok(actions >= 400, `${actions} moves`);
    const browser = await launchChromium();
    t.after(() => browser.close());
    const page = await (await browser.newContext({ locale: "en-US" })).newPage();
    const errors = collectErrors(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });

    const started = performance.now();
    await page.goto(`${origin}/play/verify/${table.gameId}`);
    const verdict = await page.waitForSelector('[data-verified="true"]');
    const total = Math.round(performance.now() - started);
    const replayMs = await page.locator("[data-verify-ms]").getAttribute("data-verify-ms");
    assert.match(String(await verdict.textContent()), new RegExp(`${actions} moves replayed`));
    console.log(
      `ludo, ${actions} moves, CPU 4× slower: replay in the page ${replayMs} ms; page load to verdict ${total} ms`,
    );
    assert.deepEqual(errors, []);
  });
});
