import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { User } from "grammy/types";
import type { PlayerExport } from "../../src/documents/player-export-document.ts";
import { type BotHarness, createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf, telegramTable } from "../support/telegram-table.ts";
import { buttonsOf, groupChat, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice", "de");
const bob = telegramUser(202, "Bob");
const group = groupChat(-100500);

/** The export the bot last sent to a chat as a file, parsed. */
function lastExport(h: BotHarness, chatId: number): PlayerExport {
  const call = h.fake.callsTo("sendDocument").findLast((c) => c.params.chat_id === chatId);
  const name = String(call?.params.document ?? "").replace("attach://", "");
  const bytes = call?.files.get(name);
  assert.ok(bytes, `chat ${chatId} got no file`);
  return JSON.parse(bytes.toString("utf8")) as PlayerExport;
}

/** The bot's storage keys that belong to a chat or user id. */
async function storageKeysOf(h: BotHarness, id: number): Promise<string[]> {
  const rows = await h.store.db.selectFrom("bot_storage").select("key").execute();
  return rows.map((r) => r.key).filter((key) => key.endsWith(`:${id}`));
}

/** Bob asks to delete his data and presses one of the two buttons under the question. */
async function deleteMyData(h: BotHarness, label: RegExp): Promise<number> {
  await h.send(h.updates.command(bob, privateChat(bob), "/deletemydata"));
  const ask = h.fake.lastBotMessage(bob.id);
  assert.equal(buttonsOf(h.fake, bob.id, ask?.messageId ?? 0).length, 2);
  await h.send(h.updates.pressLabel(bob, bob.id, ask?.messageId ?? 0, label));
  return ask?.messageId ?? 0;
}

/** The mover places a mark on the first free cell, through the core. */
async function move(h: BotHarness, user: User, gameId: string): Promise<void> {
  const principal = await principalOf(h, user);
  const place = (await h.core.games.state(principal, gameId)).allowed_actions[0];
  assert.ok(place, `${user.first_name} is not to move`);
  const payload = { cell: place.choices?.[0] };
  await h.core.games.act(
    principal,
    gameId,
    { action_id: randomUUID(), action_type: place.action_type, payload },
    { channel: "web" },
  );
  await h.delivery.drain();
}

describe("a player's own data in chat", () => {
  test("/mydata sends the sender's export as a JSON file, only in their private chat", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "tic-tac-toe", [alice, bob]);
    await h.send(h.updates.command(bob, privateChat(bob), "/mydata"));
    const mine = lastExport(h, bob.id);
    assert.equal(mine.account.telegram?.id, String(bob.id));
    assert.deepEqual(
      mine.games.map((g) => g.game_id),
      [table.gameId],
    );
    const sent = h.fake.callsTo("sendDocument").at(-1);
    assert.equal(sent?.params.caption, "📦 Everything this game keeps about you, as JSON.");

    await h.send(h.updates.command(bob, group, "/mydata"));
    await h.send(h.updates.command(bob, group, "/deletemydata"));
    assert.equal(h.fake.callsTo("sendDocument").length, 1, "no data lands in a group");
    assert.deepEqual(
      h.fake.messagesIn(group.id).map((m) => m.text),
      [
        "This works only in our private chat: open me and send the command there.",
        "This works only in our private chat: open me and send the command there.",
      ],
    );
  });

  test("/deletemydata asks first; Yes erases the sender and leaves nothing of their chat", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.command(alice, privateChat(alice), "/start"));
    const table = await telegramTable(h, "tic-tac-toe", [alice, bob]);
    const before = await principalOf(h, bob);
    await h.send(h.updates.command(bob, privateChat(bob), "/language"));
    const languages = h.fake.lastBotMessage(bob.id)?.messageId ?? 0;
    await h.send(h.updates.pressLabel(bob, bob.id, languages, "Deutsch"));
    assert.ok(
      (await storageKeysOf(h, bob.id)).includes(`session:${bob.id}`),
      "the join made his chat's session",
    );

    const cancelled = await deleteMyData(h, /Abbrechen/);
    assert.equal(h.fake.message(bob.id, cancelled)?.text, "Abgebrochen.");
    assert.equal((await principalOf(h, bob)).userId, before.userId, "Cancel keeps the account");

    await h.send(h.updates.command(bob, privateChat(bob), "/new"));
    assert.ok(
      (await storageKeysOf(h, bob.id)).includes(`conversation:${bob.id}:${bob.id}`),
      "a question waits",
    );
    const asked = await deleteMyData(h, /Ja, meine Daten löschen/);
    assert.match(h.fake.message(bob.id, asked)?.text ?? "", /^✅ Deine Daten sind gelöscht/);
    const users = await h.store.db
      .selectFrom("users")
      .select("id")
      .where("telegram_id", "=", "202")
      .execute();
    assert.deepEqual(users, [], "no account is linked to his Telegram id");
    assert.deepEqual(await storageKeysOf(h, bob.id), [], "no session, language or conversation row is left");

    const bobsMessages = h.fake.messagesIn(bob.id).length;
    await move(h, alice, table.gameId);
    const caption = (await boardIn(h, alice.id, table.gameId)).caption ?? "";
    assert.match(caption, /Gelöschter Spieler/);
    assert.doesNotMatch(caption, /Bob|Deleted player/);
    assert.equal(h.fake.messagesIn(bob.id).length, bobsMessages, "his chat gets no board any more");

    await h.send(h.updates.command(bob, privateChat(bob), "/mydata"));
    const fresh = lastExport(h, bob.id);
    assert.notEqual(fresh.account.user_id, before.userId, "a later update finds a fresh account");
    assert.deepEqual(fresh.games, []);
  });
});
