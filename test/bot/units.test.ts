import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { Api } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import {
  actionIdFor,
  type ButtonData,
  type ButtonKind,
  type ButtonOf,
  buttonKindOf,
  CALLBACK_DATA_MAX_BYTES,
  encodeButton,
  parseButton,
} from "../../bot/callback-data.ts";
import { decodeId, encodeId } from "../../bot/callback-fields.ts";
import { createMemoryPacer, TELEGRAM_PACE } from "../../bot/delivery/pacer.ts";
import { buildGameScreen, CAPTION_MAX_CHARS } from "../../bot/game-screen.ts";
import { createTranslators, pickLanguage } from "../../bot/i18n.ts";
import { createChatThrottle } from "../../bot/throttle.ts";
import type { Principal } from "../../src/auth/principal.ts";
import { ERRORS } from "../../src/errors.ts";
import { GAME_PLUGINS } from "../../src/games/registry.ts";
import type { ActionInput } from "../../src/play/request-hash.ts";
import { LIMITS } from "../support/bot-api-rules.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { createFakeTelegram } from "../support/fake-telegram.ts";
import { pickAction } from "../support/play.ts";
import { principalOf } from "../support/telegram-table.ts";
import { telegramUser } from "../support/telegram-updates.ts";

const dataOf = (markup: InlineKeyboardMarkup) =>
  markup.inline_keyboard
    .flat()
    .flatMap((b) => ("callback_data" in b && b.callback_data ? [b.callback_data] : []));

const translators = createTranslators();

describe("callback data", () => {
  test("ids travel as 22 base64url characters and come back intact", () => {
    const id = randomUUID();
    assert.equal(encodeId(id).length, 22);
    assert.equal(decodeId(encodeId(id)), id);
    assert.equal(decodeId("not-an-id"), undefined);
    const buttons: readonly ButtonData[] = [
      { kind: "act", gameId: id, version: 123_456_789, move: { type: "cell", cell: "three_of_a_kind" } },
      { kind: "act", gameId: id, version: 7, move: { type: "cell", cell: 8 } },
      { kind: "act", gameId: id, version: 7, move: { type: "roll" } },
      { kind: "act", gameId: id, version: 7, move: { type: "roll", hold: 21 } },
      { kind: "act", gameId: id, version: 7, move: { type: "pass" } },
      {
        kind: "act",
        gameId: id,
        version: 123_456_789,
        move: { type: "act", action_type: "move_checker", payload: { from: "bar", to: 22 } },
      },
      {
        kind: "act",
        gameId: id,
        version: 7,
        move: { type: "act", action_type: "step", payload: { by: -3 } },
      },
      {
        kind: "act",
        gameId: id,
        version: 7,
        move: { type: "act", action_type: "confirm_turn", payload: {} },
      },
      { kind: "hold", gameId: id, version: 7, die: 4 },
      { kind: "pick", sessionId: id, pluginId: "snakes-and-ladders" },
      { kind: "join", sessionId: id },
      { kind: "menu", item: "mine" },
    ];
    for (const data of buttons) {
      const text = encodeButton(data);
      assert.ok(Buffer.byteLength(text) <= CALLBACK_DATA_MAX_BYTES, text);
      assert.deepEqual(parseButton(text), data);
    }
    assert.equal(parseButton("a:garbage"), undefined);
    assert.equal(parseButton(`a:${encodeId(id)}:7:nmove_checker~from.bar`), undefined, "a word needs its '");
  });

  test("each family has its own prefix, and buttons already in chats still decode", () => {
    const id = randomUUID();
    const one: { readonly [K in ButtonKind]: ButtonOf<K> } = {
      act: { kind: "act", gameId: id, version: 1, move: { type: "roll", hold: 5 } },
      hold: { kind: "hold", gameId: id, version: 1, die: 2 },
      board: { kind: "board", gameId: id },
      peek: { kind: "peek", gameId: id },
      pick: { kind: "pick", sessionId: id, pluginId: "yacht" },
      games: { kind: "games", sessionId: id },
      rematch: { kind: "rematch", gameId: id },
      reclaim: { kind: "reclaim", gameId: id },
      computer: { kind: "computer", sessionId: id, strength: "hard" },
      uncomputer: { kind: "uncomputer", sessionId: id, participantId: randomUUID() },
      join: { kind: "join", sessionId: id },
      switch: { kind: "switch", sessionId: id },
      menu: { kind: "menu", item: "help" },
      language: { kind: "language", language: "de" },
      players: { kind: "players", count: 10 },
      turnLimit: { kind: "turnLimit", seconds: 300 },
      tournamentJoin: { kind: "tournamentJoin", tournamentId: id },
      tournamentStart: { kind: "tournamentStart", tournamentId: id },
      quickPlay: { kind: "quickPlay", pluginId: "pig" },
      quickCancel: { kind: "quickCancel", ticketId: id },
      eraseMe: { kind: "eraseMe", answer: "yes" },
      lobby: { kind: "lobby", page: 11, pluginId: "long-nardy" },
      tvStop: { kind: "tvStop", gameId: id },
      tvNext: { kind: "tvNext", pluginId: "" },
      noop: { kind: "noop" },
    };
    const texts = Object.values(one).map((data) => encodeButton(data));
    assert.equal(new Set(texts.map((text) => text.split(":")[0])).size, texts.length);
    for (const [kind, data] of Object.entries(one)) {
      const text = encodeButton(data);
      assert.equal(buttonKindOf(text), kind);
      assert.deepEqual(parseButton(text), data);
    }
    const short = encodeId(id);
    assert.deepEqual(
      [`a:${short}:3:r5`, `h:${short}:3:4`, "lang:de", "np:4", "nt:30", "x", "m:new"].map(parseButton),
      [
        { kind: "act", gameId: id, version: 3, move: { type: "roll", hold: 5 } },
        { kind: "hold", gameId: id, version: 3, die: 4 },
        { kind: "language", language: "de" },
        { kind: "players", count: 4 },
        { kind: "turnLimit", seconds: 30 },
        { kind: "noop" },
        { kind: "menu", item: "new" },
      ],
    );
    assert.equal(parseButton("lang:fr"), undefined);
  });

  test("action ids are deterministic UUIDs per callback query", () => {
    const a = actionIdFor("880001");
    assert.match(a, /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(actionIdFor("880001"), a);
    assert.notEqual(actionIdFor("880002"), a);
  });

  test("every game screen of every game fits Telegram's limits, in every language", async (t) => {
    const h = await createBotHarness(t);
    const players = [telegramUser(1, "A".repeat(64)), telegramUser(2, "B".repeat(64))];
    const principals = (await Promise.all(players.map((p) => principalOf(h, p)))) as [Principal, Principal];
    const [host, other] = principals;
    let screens = 0;
    for (const plugin of GAME_PLUGINS) {
      const session = await h.core.sessions.create(host, { max_players: 2 });
      await h.core.sessions.join(other, { invite_code: session.invite_code });
      const game = await h.core.games.start(host, session.id, plugin.id);
      for (let move = 0; move < 60; move++) {
        for (const principal of principals) {
          const doc = await h.core.games.state(principal, game.id);
          for (const language of translators.available) {
            for (const version of [doc.version, 999_999_999]) {
              const screen = buildGameScreen(
                { ...doc, version },
                translators(language),
                h.core.now(),
                0b11111,
              );
              screens++;
              assert.ok(screen.caption.length <= CAPTION_MAX_CHARS);
              for (const data of dataOf(screen.keyboard)) {
                assert.ok(Buffer.byteLength(data) <= CALLBACK_DATA_MAX_BYTES, `${plugin.id}: ${data}`);
              }
            }
          }
        }
        const any = await h.core.games.state(host, game.id);
        if (any.status !== "running") break;
        const mover = any.turn?.seat === 1 ? other : host;
        const mine = await h.core.games.state(mover, game.id);
        const action = { action_id: randomUUID(), ...pickAction(mine) } as ActionInput;
        await h.core.games.act(mover, game.id, action, { channel: "web" });
      }
    }
    assert.ok(screens > 500);
  });
});

describe("throttle", () => {
  test("about one write per second per chat, 20 per minute in a group; answers never wait", async () => {
    let now = 0;
    const waits: number[] = [];
    const throttle = createChatThrottle(
      createMemoryPacer(TELEGRAM_PACE, () => now),
      async (ms) => {
        waits.push(ms);
      },
    );
    const sent: string[] = [];
    const call = (method: string, payload: Record<string, unknown>) =>
      throttle(
        async (m) => {
          sent.push(m);
          return { ok: true, result: true } as never;
        },
        method as never,
        payload as never,
      );
    await call("sendMessage", { chat_id: 7, text: "a" });
    await call("editMessageMedia", { chat_id: 7 });
    await call("sendMessage", { chat_id: 8, text: "other chat" });
    await call("answerCallbackQuery", { callback_query_id: "1" });
    assert.deepEqual(waits, [1000]);
    waits.length = 0;
    for (let i = 0; i < 25; i++) await call("sendMessage", { chat_id: -100, text: "g" });
    assert.deepEqual(
      waits.slice(0, 19),
      Array.from({ length: 19 }, (_, i) => (i + 1) * 1000),
    );
    assert.equal(waits[19], 60_000, "the 21st group message waits for the minute window");
    now = 120_000;
    waits.length = 0;
    await call("sendMessage", { chat_id: 7, text: "later" });
    assert.deepEqual(waits, []);
    assert.equal(sent.length, 30);
  });
});

describe("fake Telegram", () => {
  test("enforces callback_data, text and caption limits", async () => {
    const fake = createFakeTelegram();
    const api = new Api("1:test", { fetch: fake.fetch });
    const keyboard = (data: string) => ({ inline_keyboard: [[{ text: "b", callback_data: data }]] });
    await api.sendMessage(5, "ok", { reply_markup: keyboard("x".repeat(LIMITS.callbackDataBytes)) });
    await assert.rejects(
      api.sendMessage(5, "no", { reply_markup: keyboard("x".repeat(LIMITS.callbackDataBytes + 1)) }),
      /BUTTON_DATA_INVALID/,
    );
    await assert.rejects(api.sendMessage(5, "é".repeat(4097)), /message is too long/);
    await api.sendMessage(5, "é".repeat(4096));
    const sent = await api.sendMessage(5, "same");
    await assert.rejects(api.editMessageText(5, sent.message_id, "same"), /message is not modified/);
    await assert.rejects(
      api.sendPhoto(5, "photo-unknown", { caption: "c".repeat(1025) }),
      /caption is too long|wrong file identifier/,
    );
    assert.equal(fake.callsTo("sendMessage").filter((c) => c.ok).length, 3);
    assert.deepEqual(
      fake.messagesIn(5).map((m) => m.messageId),
      [1, 2, 3],
    );
  });
});

describe("i18n", () => {
  test("picks the catalog language from language_code; errors fall back to the table", () => {
    assert.equal(pickLanguage("de-AT"), "de");
    assert.equal(pickLanguage("fr"), "en");
    assert.equal(pickLanguage(undefined), "en");
    assert.equal(pickLanguage("pt"), "pt-BR", "board images speak every language a person may choose");
    const de = translators("de");
    assert.equal(de.t("seconds", { count: 30 }), "30 s");
    assert.equal(de.error("not_your_turn"), "Warte, bis du dran bist.");
    assert.equal(translators("en").error("stale_version"), ERRORS.stale_version.reply);
    assert.equal(translators("de-AT").locale, "de");
    assert.equal(translators("zh").locale, "en");
  });
});
