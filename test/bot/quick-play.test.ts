import assert from "node:assert/strict";
import { test } from "node:test";
import { createBotHarness } from "../support/bot-harness.ts";
import { privateChat, telegramUser } from "../support/telegram-updates.ts";
import { call, guest } from "../support/test-app.ts";

const alice = telegramUser(101, "Alice");

test("quick play from a private chat: pick a game, wait with Cancel, play a web player who queued too", async (t) => {
  const h = await createBotHarness(t);
  const chat = privateChat(alice);
  await h.send(h.updates.command(alice, chat, "/start"));
  const menu = h.fake.lastBotMessage(alice.id);
  await h.send(h.updates.pressLabel(alice, alice.id, menu?.messageId ?? 0, "🎲 Quick play"));
  const picker = h.fake.lastBotMessage(alice.id);
  assert.match(picker?.text ?? "", /^Quick play: pick a game/);
  await h.send(h.updates.pressLabel(alice, alice.id, picker?.messageId ?? 0, "Tic-tac-toe"));
  const waiting = h.fake.lastBotMessage(alice.id);
  assert.equal(waiting?.text, "⏳ Looking for an opponent…");
  await h.send(h.updates.pressLabel(alice, alice.id, waiting?.messageId ?? 0, "✖ Cancel"));
  assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "Stopped looking.");

  await h.send(h.updates.pressLabel(alice, alice.id, picker?.messageId ?? 0, "Tic-tac-toe"));
  const bob = await guest(h.app, "Bob");
  await call(h.app, bob, "POST", "/matchmaking", { plugin_id: "tic-tac-toe" });
  assert.equal(await h.core.matchmaking.matchWaiting(), 1);
  await h.delivery.drain();
  const mine = h.fake.messagesIn(alice.id);
  assert.ok(mine.some((m) => /Opponent found for Tic-tac-toe: Alice – Bob/.test(m.text ?? "")));
  assert.ok(
    mine.some((m) => m.photo),
    "the board follows in the private chat",
  );
});
