import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { createBotHarness } from "../support/bot-harness.ts";
import { principalOf, telegramTable } from "../support/telegram-table.ts";
import { buttonsOf, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const carol = telegramUser(303, "Carol");
const dora = telegramUser(404, "Dora", "de-DE");

describe("chat commands", () => {
  test("/start shows the welcome menu; /help lists commands and games with how many they seat", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.command(alice, privateChat(alice), "/start"));
    const welcome = h.fake.lastBotMessage(alice.id);
    assert.match(welcome?.text ?? "", /Hi Alice!/);
    assert.deepEqual(
      buttonsOf(h.fake, alice.id, welcome?.messageId ?? 0).map((b) => b.text),
      ["🆕 New session", "🔑 Join with a code", "📋 My sessions", "❓ How to play", "🎲 Quick play"],
    );
    await h.send(h.updates.pressLabel(alice, alice.id, welcome?.messageId ?? 0, "❓ How to play"));
    const help = h.fake.lastBotMessage(alice.id)?.text ?? "";
    for (const needle of [
      "/new",
      "/join CODE",
      "/status",
      "/leave",
      "/pause",
      "Pig",
      "Yacht",
      "Tic-tac-toe</b> (2 players)",
      "Pig</b> (2–6 players)",
    ]) {
      assert.ok(help.includes(needle), `help mentions ${needle}`);
    }
    await h.send(h.updates.command(alice, privateChat(alice), "/help"));
    assert.equal(h.fake.callsTo("sendMessage").at(-1)?.params.parse_mode, "HTML");
  });

  test("/new asks player count and turn time, then replies with code, deep link and Share button", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.command(alice, privateChat(alice), "/new"));
    const ask = h.fake.lastBotMessage(alice.id);
    assert.equal(ask?.text, "How many players, you included?");
    await h.send(h.updates.pressLabel(alice, alice.id, ask?.messageId ?? 0, "3"));
    assert.equal(h.fake.message(alice.id, ask?.messageId ?? 0)?.text, "Players: 3");
    const turn = h.fake.lastBotMessage(alice.id);
    await h.send(h.updates.pressLabel(alice, alice.id, turn?.messageId ?? 0, "1 min"));
    const invite = h.fake.lastBotMessage(alice.id);
    const code = /Invite code: (\w+)/.exec(invite?.text ?? "")?.[1] ?? "";
    assert.match(invite?.text ?? "", new RegExp(`https://t\\.me/dice_table_bot\\?start=${code}`));
    const share = buttonsOf(h.fake, alice.id, invite?.messageId ?? 0).find(
      (b) => b.text === "📨 Share invite",
    );
    assert.match(
      (share as { url?: string }).url ?? "",
      /^https:\/\/t\.me\/share\/url\?url=https%3A%2F%2Ft\.me/,
    );

    const [session] = await h.core.sessions.listForUser(await principalOf(h, alice));
    assert.equal(session?.invite_code, code);
    assert.equal(session?.max_players, 3);
    assert.equal(session?.turn_seconds, 60);
    assert.equal(session?.participants[0]?.role, "host");
    assert.equal(session?.participants[0]?.presence_messenger, true);
  });

  test("the deep link joins; everyone already in hears who joined and how many seats are left", async (t) => {
    const h = await createBotHarness(t);
    const session = await h.core.sessions.create(await principalOf(h, alice), {
      max_players: 3,
      channel: "messenger",
    });
    await h.send(h.updates.command(bob, privateChat(bob), `/start ${session.invite_code}`));
    assert.match(
      h.fake.lastBotMessage(bob.id)?.text ?? "",
      /You joined session \w+ as player\. At the table: Alice, Bob\./,
    );
    await h.delivery.drain();
    assert.equal(h.fake.lastBotMessage(alice.id)?.text, "👋 Bob joined. One seat left.");
    await h.send(h.updates.command(carol, privateChat(carol), `/join ${session.invite_code.toLowerCase()}`));
    await h.delivery.drain();
    assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /Carol joined\. The table is full/);
    assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /Carol joined/);
    assert.equal(h.fake.messagesIn(carol.id).filter((m) => /joined\./.test(m.text ?? "")).length, 0);
    await h.delivery.drain();
    assert.equal(
      h.fake.callsTo("sendMessage").filter((c) => /Carol joined/.test(String(c.params.text))).length,
      2,
    );

    await h.send(h.updates.command(bob, privateChat(bob), `/start ${session.invite_code}`));
    assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /You are already in session/);
  });

  test("/join without a code asks for it; a wrong code gets the friendly error", async (t) => {
    const h = await createBotHarness(t);
    const session = await h.core.sessions.create(await principalOf(h, alice), { channel: "messenger" });
    await h.send(h.updates.command(bob, privateChat(bob), "/join"));
    assert.equal(h.fake.lastBotMessage(bob.id)?.text, "Send me the invite code.");
    await h.send(h.updates.text(bob, privateChat(bob), "NOPE2345"));
    assert.equal(
      h.fake.lastBotMessage(bob.id)?.text,
      "No session has that invite code. Check it and try again.",
    );
    await h.send(h.updates.command(bob, privateChat(bob), "/join"));
    await h.send(h.updates.text(bob, privateChat(bob), session.invite_code));
    assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /You joined session/);
  });

  test("/status, /sessions and switching the current session", async (t) => {
    const h = await createBotHarness(t);
    const host = await principalOf(h, alice);
    const first = await h.core.sessions.create(host, { channel: "messenger" });
    h.clock.advance(1000);
    const second = await h.core.sessions.create(host, { channel: "messenger" });
    await h.send(h.updates.command(bob, privateChat(bob), `/start ${first.invite_code}`));
    await h.send(h.updates.command(alice, privateChat(alice), "/status"));
    assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", new RegExp(`Session ${second.invite_code}`));
    await h.send(h.updates.command(alice, privateChat(alice), "/sessions"));
    const list = h.fake.lastBotMessage(alice.id);
    assert.equal(buttonsOf(h.fake, alice.id, list?.messageId ?? 0).length, 2);
    await h.send(h.updates.pressLabel(alice, alice.id, list?.messageId ?? 0, new RegExp(first.invite_code)));
    assert.match(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text as string, /Now using session/);
    await h.send(h.updates.command(alice, privateChat(alice), "/status"));
    const status = h.fake.lastBotMessage(alice.id);
    assert.match(status?.text ?? "", new RegExp(`Session ${first.invite_code} · waiting for players`));
    assert.match(status?.text ?? "", /• Alice \(host\) 💬\n• Bob \(player\) 💬/);
    assert.deepEqual(
      buttonsOf(h.fake, alice.id, status?.messageId ?? 0).map((b) => b.text),
      ["🎮 Pick a game"],
    );
    await h.send(h.updates.command(carol, privateChat(carol), "/status"));
    assert.match(h.fake.lastBotMessage(carol.id)?.text ?? "", /not in a session yet/);
  });

  test("/pause, /resume and /close are the host's; /leave leaves; others are told", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    await h.send(h.updates.command(bob, privateChat(bob), "/pause"));
    assert.equal(h.fake.lastBotMessage(bob.id)?.text, "Only the host can do that.");
    await h.send(h.updates.command(alice, privateChat(alice), "/pause"));
    assert.equal(h.fake.lastBotMessage(alice.id)?.text, "⏸ Paused.");
    await h.delivery.drain();
    assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /The host paused the game/);
    const aliceBoard = h.fake.messagesIn(alice.id).find((m) => m.photo);
    assert.match(aliceBoard?.caption ?? "", /Paused by the host/);
    assert.deepEqual(aliceBoard?.replyMarkup?.inline_keyboard, []);
    await h.send(h.updates.command(alice, privateChat(alice), "/resume"));
    await h.delivery.drain();
    assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /The game goes on/);
    assert.ok(buttonsOf(h.fake, alice.id, aliceBoard?.messageId ?? 0).some((b) => b.text === "🎲 Roll"));

    await h.send(h.updates.command(bob, privateChat(bob), "/leave"));
    assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /You are playing in the running game/);
    await h.send(h.updates.command(alice, privateChat(alice), "/leave"));
    assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /You host this session/);
    await h.send(h.updates.command(alice, privateChat(alice), "/close"));
    assert.equal(h.fake.lastBotMessage(alice.id)?.text, `🔒 Session ${table.inviteCode} is closed.`);
    await h.delivery.drain();
    assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /closed the session/);
    const bobBoard = h.fake.messagesIn(bob.id).find((m) => m.photo);
    assert.match(bobBoard?.caption ?? "", /The game was stopped/);
  });

  test("/leave in the lobby removes the player and tells the others", async (t) => {
    const h = await createBotHarness(t);
    const session = await h.core.sessions.create(await principalOf(h, alice), { channel: "messenger" });
    await h.send(h.updates.command(bob, privateChat(bob), `/start ${session.invite_code}`));
    await h.send(h.updates.command(bob, privateChat(bob), "/leave"));
    assert.equal(h.fake.lastBotMessage(bob.id)?.text, `🚪 You left session ${session.invite_code}.`);
    await h.delivery.drain();
    assert.equal(h.fake.lastBotMessage(alice.id)?.text, "🚪 Bob left the session.");
    const view = await h.core.sessions.get(await principalOf(h, alice), session.id);
    assert.deepEqual(
      view.participants.map((p) => p.display_name),
      ["Alice"],
    );
  });

  test("a German user gets German, including error texts; others stay English", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.command(dora, privateChat(dora), "/start"));
    assert.match(h.fake.lastBotMessage(dora.id)?.text ?? "", /^🎲 Hallo Dora!/);
    await h.send(h.updates.command(dora, privateChat(dora), "/join ZZZZ2222"));
    assert.equal(
      h.fake.lastBotMessage(dora.id)?.text,
      "Keine Runde hat diesen Code. Prüfe ihn und versuche es noch einmal.",
    );
    const table = await telegramTable(h, "pig", [alice, dora]);
    const board = h.fake.messagesIn(dora.id).find((m) => m.photo);
    assert.match(board?.caption ?? "", /^Pig · Zug 1\n▶️ Alice ist dran/);
    await h.send(h.updates.command(dora, privateChat(dora), "/status"));
    assert.match(h.fake.lastBotMessage(dora.id)?.text ?? "", new RegExp(`Runde ${table.inviteCode} · läuft`));
    assert.match(h.fake.messagesIn(alice.id).find((m) => m.photo)?.caption ?? "", /^Pig · move 1/);
  });

  test("plain text and unknown buttons get a hint; /cancel stops a question", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.text(alice, privateChat(alice), "hello?"));
    assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /did not understand/);
    await h.send(h.updates.command(alice, privateChat(alice), "/new"));
    const ask = h.fake.lastBotMessage(alice.id);
    await h.send(h.updates.command(alice, privateChat(alice), "/cancel"));
    assert.equal(h.fake.lastBotMessage(alice.id)?.text, "Cancelled.");
    await h.send(h.updates.pressLabel(alice, alice.id, ask?.messageId ?? 0, "2"));
    assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "This button has expired.");
    assert.equal((await h.core.sessions.listForUser(await principalOf(h, alice))).length, 0);
  });
});
