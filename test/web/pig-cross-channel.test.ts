import assert from "node:assert/strict";
import { test } from "node:test";
import type { Page } from "playwright-core";
import type { StateDocument } from "../../src/games/registry.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { chromiumSkip, collectErrors, launchChromium } from "../support/chromium.ts";
import { signInitData } from "../support/mini-app.ts";
import { boardIn } from "../support/telegram-table.ts";
import { buttonsOf, privateChat, telegramUser } from "../support/telegram-updates.ts";
import { call, json } from "../support/test-app.ts";

const alice = telegramUser(101, "Alice");
const PUBLIC = "https://games.example.com";

const versionShown = (page: Page, version: number) =>
  page.waitForSelector(`.banner[data-version="${version}"]`);

test("a browser player and a Telegram player play pig together; the Mini App signs in with initData and moves", {
  skip: chromiumSkip,
  timeout: 180_000,
}, async (t) => {
  const h = await createBotHarness(t, {
    env: { PUBLIC_BASE_URL: PUBLIC, MESSENGER_BOT_USERNAME: "dice_table_bot" },
  });
  const origin = await h.app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await launchChromium();
  t.after(() => browser.close());
  const annContext = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  // The Login Widget's script comes from telegram.org; tests have no internet, so it is an empty script here.
  await annContext.route("https://telegram.org/**", (route) =>
    route.fulfill({ status: 200, contentType: "application/javascript", body: "" }),
  );
  const ann = await annContext.newPage();
  const errors = [collectErrors(ann)];

  await ann.goto(`${origin}/play`);
  await ann.fill('input[name="display_name"]', "Ann");
  await ann.click('button[type="submit"]');
  await ann.click('text="Create"');
  const code = (await (await ann.waitForSelector("[data-invite-code]")).textContent()) ?? "";
  const botLink = await ann.inputValue("[data-bot-link]");
  assert.equal(botLink, `https://t.me/${h.fake.botInfo.username}?start=${code}`);
  await h.send(h.updates.command(alice, privateChat(alice), `/start ${code}`));
  await ann.waitForSelector('.people li:has-text("Alice"):has-text("on Telegram")');
  await ann.click('[data-plugin="pig"]');
  await ann.waitForSelector(".banner[data-version]");
  await h.delivery.drain();

  const credential = JSON.parse(String(await ann.evaluate('localStorage.getItem("play.credential")')));
  const annAuth = `${credential.scheme} ${credential.token}`;
  const sessionId = new URL(ann.url()).pathname.split("/").at(-1) ?? "";
  const session = json<{ current_game_id: string }>(
    await call(h.app, annAuth, "GET", `/sessions/${sessionId}`),
  );
  const gameId = session.current_game_id;

  let usedApp = false;
  let moves = 0;
  for (; moves < 400; moves++) {
    const state = json<StateDocument>(await call(h.app, annAuth, "GET", `/games/${gameId}/state`));
    if (state.status !== "running") break;
    const bank = state.board.kind === "dice-race" && state.board.turn_total >= 15;
    const mover = state.players.find((p) => p.participant_id === state.turn?.participant_id);
    if (mover?.display_name === "Ann") {
      await ann.click(`button:has-text("${bank ? "Bank" : "Roll"}")`);
    } else {
      const board = await boardIn(h, alice.id, gameId);
      assert.match(
        board.caption ?? "",
        new RegExp(`· move ${state.version}\\n`),
        "the chat shows Ann's moves",
      );
      const app = buttonsOf(h.fake, alice.id, board.messageId).find((b) => "web_app" in b);
      assert.deepEqual((app as { web_app?: { url: string } } | undefined)?.web_app, {
        url: `${PUBLIC}/play/s/${sessionId}`,
      });
      if (!usedApp) {
        usedApp = true;
        await moveInMiniApp(origin, sessionId, state.version, errors);
      } else {
        await h.send(h.updates.pressLabel(alice, alice.id, board.messageId, bank ? /^✋/ : /^🎲/));
      }
    }
    await versionShown(ann, state.version + 1);
    await h.delivery.drain();
  }

  const final = json<StateDocument>(await call(h.app, annAuth, "GET", `/games/${gameId}/state`));
  assert.equal(final.status, "finished");
  assert.ok(moves > 5 && usedApp);
  const winner = final.players.find((p) => p.participant_id === final.winners?.[0])?.display_name ?? "";
  await ann.waitForSelector(`text="${winner} won!"`);
  assert.ok((await boardIn(h, alice.id, gameId)).caption?.includes(`🏆 ${winner} won!`));
  assert.equal(
    await ann.evaluate("document.documentElement.scrollWidth <= window.innerWidth"),
    true,
    "no horizontal overflow at 390 px",
  );
  assert.deepEqual(errors.flat(), []);

  /** Alice opens the Mini App from her chat board's button, rolls once there, and goes back. */
  async function moveInMiniApp(base: string, session: string, version: number, sink: string[][]) {
    const initData = signInitData({
      user: JSON.stringify({ id: alice.id, first_name: "Alice", language_code: "en" }),
      auth_date: String(Math.floor(h.clock.now() / 1000) - 10),
    });
    const theme = JSON.stringify({ bg_color: "#102030", text_color: "#f0f0f0", button_color: "#ff8800" });
    const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 700 } });
    await context.addInitScript(`window.__posted = [];
        window.TelegramWebviewProxy = { postEvent: (type, data) => window.__posted.push([type, JSON.parse(data)]) };`);
    const app = await context.newPage();
    sink.push(collectErrors(app));
    const hash = new URLSearchParams({
      tgWebAppData: initData,
      tgWebAppThemeParams: theme,
      tgWebAppVersion: "8.0",
    });
    await app.goto(`${base}/play/s/${session}#${hash}`);
    await versionShown(app, version);
    await app.click('button:has-text("Roll")');
    await versionShown(app, version + 1);
    assert.equal(
      await app.evaluate('getComputedStyle(document.documentElement).getPropertyValue("--bg").trim()'),
      "#102030",
    );
    const posted = (await app.evaluate("window.__posted")) as [string, unknown][];
    assert.ok(posted.some(([type]) => type === "web_app_ready"));
    assert.ok(
      posted.some(
        ([type, data]) =>
          type === "web_app_setup_back_button" && (data as { is_visible: boolean }).is_visible,
      ),
    );
    await app.evaluate('window.Telegram.WebView.receiveEvent("back_button_pressed", null)');
    await app.waitForURL(`${base}/play`);
    await context.close();
  }
});
