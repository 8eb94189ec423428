import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { Api } from "grammy";
import type { Update, User } from "grammy/types";
import { registerCommands } from "../../bot/commands.ts";
import { type BotHarness, createBotHarness } from "../support/bot-harness.ts";
import { createFakeTelegram } from "../support/fake-telegram.ts";
import { principalOf } from "../support/telegram-table.ts";
import { buttonsOf, groupChat, privateChat, telegramUser } from "../support/telegram-updates.ts";
import { TEST_BOT_TOKEN } from "../support/test-app.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const dora = telegramUser(404, "Dora", "de-DE");
const sara = telegramUser(505, "Sara", "fa");

/** A public table of `pluginId` hosted by a Telegram user; returns its invite code. */
async function openTable(h: BotHarness, host: User, pluginId: string): Promise<string> {
  const session = await h.core.sessions.create(await principalOf(h, host), {
    visibility: "public",
    plugin_id: pluginId,
    max_players: 2,
    channel: "messenger",
  });
  return session.invite_code;
}

const urlOf = (button: unknown) => (button as { url?: string }).url ?? "";

describe("/lobby", () => {
  test("lists the open public tables newest first, each with its invite deep link, which seats the user", async (t) => {
    const h = await createBotHarness(t);
    const pig = await openTable(h, alice, "pig");
    const yacht = await openTable(h, alice, "yacht");
    await h.core.sessions.create(await principalOf(h, alice), { max_players: 2, channel: "messenger" });

    await h.send(h.updates.command(bob, privateChat(bob), "/lobby"));
    const list = h.fake.lastBotMessage(bob.id);
    assert.equal(list?.text, "🪑 Open tables, newest first:\n1. Yacht · Alice · 1/2\n2. Pig · Alice · 1/2");
    const buttons = buttonsOf(h.fake, bob.id, list?.messageId ?? 0);
    assert.deepEqual(
      buttons.map((b) => [b.text, urlOf(b)]),
      [
        ["✋ 1. Yacht · Alice (1/2)", `https://t.me/dice_table_bot?start=${yacht}`],
        ["✋ 2. Pig · Alice (1/2)", `https://t.me/dice_table_bot?start=${pig}`],
      ],
    );

    await h.send(h.updates.command(bob, privateChat(bob), `/start ${pig}`));
    await h.send(h.updates.command(bob, privateChat(bob), "/lobby pig"));
    assert.equal(
      h.fake.lastBotMessage(bob.id)?.text,
      "No Pig table is open right now. /new opens one, and 🎲 Quick play in /start finds you an opponent.",
      "a full table leaves the lobby",
    );
    await h.send(h.updates.command(bob, privateChat(bob), "/lobby chess"));
    assert.equal(h.fake.lastBotMessage(bob.id)?.text, "I know no game called chess. /help names the games.");
  });

  test("pages with ▶ and ◀ by editing the list; in German in a group", async (t) => {
    const h = await createBotHarness(t);
    const hosts = Array.from({ length: 10 }, (_, i) => telegramUser(1000 + i, `Host${i}`));
    for (const host of hosts) await openTable(h, host, "tic-tac-toe");
    const group = groupChat(-100555);
    await h.send(h.updates.command(dora, group, "/lobby Tic-tac-toe"));
    const list = h.fake.lastBotMessage(group.id);
    assert.match(
      list?.text ?? "",
      /^🪑 Offene Tische für Tic-Tac-Toe, die neuesten zuerst:\n1\. Tic-Tac-Toe · Host9 · 1\/2\n/,
    );
    assert.equal(list?.text?.split("\n").length, 9, "a head and eight tables");
    const first = buttonsOf(h.fake, group.id, list?.messageId ?? 0).map((b) => b.text);
    assert.equal(first.at(-1), "▶");
    await h.send(h.updates.pressLabel(dora, group.id, list?.messageId ?? 0, "▶"));
    const second = h.fake.message(group.id, list?.messageId ?? 0);
    assert.deepEqual(second?.text?.split("\n").slice(1), [
      "9. Tic-Tac-Toe · Host1 · 1/2",
      "10. Tic-Tac-Toe · Host0 · 1/2",
    ]);
    assert.deepEqual(
      buttonsOf(h.fake, group.id, list?.messageId ?? 0).map((b) => b.text),
      ["✋ 9. Tic-Tac-Toe · Host1 (1/2)", "✋ 10. Tic-Tac-Toe · Host0 (1/2)", "◀"],
    );
    await h.send(h.updates.press(dora, group.id, list?.messageId ?? 0, "lb:1:tic-tac-toe"));
    assert.equal(
      h.fake.callsTo("answerCallbackQuery").at(-1)?.params.show_alert,
      undefined,
      "a repeat is no error",
    );
    await h.send(h.updates.pressLabel(dora, group.id, list?.messageId ?? 0, "◀"));
    assert.equal(h.fake.message(group.id, list?.messageId ?? 0)?.text, list?.text);
  });

  test("in Persian a table's seats read in Persian digits", async (t) => {
    const h = await createBotHarness(t);
    await openTable(h, alice, "tic-tac-toe");
    await h.send(h.updates.command(sara, privateChat(sara), "/lobby"));
    const text = h.fake.lastBotMessage(sara.id)?.text ?? "";
    assert.ok(text.includes("۱/۲"), text);
    assert.ok(!text.includes("1/2"), text);
  });
});

describe("inline mode tables", () => {
  test("offers the open tables matching the query after the new games; each posts a Join deep link", async (t) => {
    const h = await createBotHarness(t);
    const code = await openTable(h, alice, "yacht");
    await openTable(h, alice, "pig");
    await h.send({
      update_id: 91,
      inline_query: { id: "iq-1", from: bob, query: "yac", offset: "" },
    } as Update);
    const answered = h.fake.callsTo("answerInlineQuery").at(-1)?.params as {
      results: {
        id: string;
        title: string;
        input_message_content: { message_text: string };
        reply_markup: { inline_keyboard: { url: string }[][] };
      }[];
    };
    assert.deepEqual(
      answered.results.map((r) => r.title),
      ["New Yacht", "Join Alice: Yacht (1/2)"],
    );
    const table = answered.results[1];
    assert.equal(
      table?.input_message_content.message_text,
      "🎲 Alice has a Yacht table with one free seat. Tap Join to sit down.",
    );
    assert.equal(
      table?.reply_markup.inline_keyboard[0]?.[0]?.url,
      `https://t.me/dice_table_bot?start=${code}`,
    );
    await h.send({
      update_id: 92,
      chosen_inline_result: {
        result_id: table?.id ?? "",
        from: bob,
        query: "yac",
        inline_message_id: "im-1",
      },
    } as Update);
    assert.equal(
      h.fake.callsTo("editMessageReplyMarkup").length,
      0,
      "a table's invite is complete as posted",
    );
  });
});

describe("the command menu", () => {
  test("lists /lobby and /tv in English and German", async () => {
    const fake = createFakeTelegram();
    await registerCommands(new Api(TEST_BOT_TOKEN, { fetch: fake.fetch }));
    const menus = fake
      .callsTo("setMyCommands")
      .map((call) => ({
        language: call.params.language_code ?? "en",
        commands: (call.params.commands as { command: string; description: string }[]).filter((c) =>
          ["lobby", "tv"].includes(c.command),
        ),
      }))
      .filter((menu) => ["en", "de"].includes(String(menu.language)));
    assert.deepEqual(menus, [
      {
        language: "en",
        commands: [
          { command: "lobby", description: "Open public tables to join" },
          { command: "tv", description: "Watch the best game being played now" },
        ],
      },
      {
        language: "de",
        commands: [
          { command: "lobby", description: "Offene öffentliche Tische" },
          { command: "tv", description: "Die beste laufende Partie zuschauen" },
        ],
      },
    ]);
  });
});
