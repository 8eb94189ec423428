import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { startTournaments } from "../../src/boot.ts";
import type { TournamentView } from "../../src/documents/tournament-document.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { boardIn } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, groupChat, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const carol = telegramUser(303, "Carol");
const group = groupChat(-100777);

test("a Swiss tournament in a group: created, joined by button and deep link, paired, played, the final image posted and pinned", async (t) => {
  const h = await createBotHarness(t);
  for (const user of [alice, bob, carol]) await h.send(h.updates.command(user, privateChat(user), "/start"));
  await h.send(h.updates.command(alice, group, "/tournament tic-tac-toe swiss"));
  const invite = h.fake.lastBotMessage(group.id);
  assert.match(invite?.text ?? "", /is open! Tap Join/);
  const buttons = buttonsOf(h.fake, group.id, invite?.messageId ?? 0);
  assert.deepEqual(
    buttons.map((b) => b.text),
    ["✋ Join", "▶ Start", "🔗 Join in a private chat"],
  );
  const link = (buttons[2] as { url: string }).url;
  assert.match(link, /^https:\/\/t\.me\/.+\?start=t_[0-9A-Z]{8}$/);

  await h.send(h.updates.pressLabel(alice, group.id, invite?.messageId ?? 0, "✋ Join"));
  assert.match(
    String(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text),
    /You are in .* \(1 players\)/,
  );
  await h.send(h.updates.command(bob, privateChat(bob), `/start ${link.split("start=")[1]}`));
  assert.match(h.fake.lastBotMessage(bob.id)?.text ?? "", /You are in .* \(2 players\)/);
  await h.send(h.updates.pressLabel(bob, group.id, invite?.messageId ?? 0, "▶ Start"));
  assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "Only the organiser can do that.");
  await h.send(h.updates.pressLabel(alice, group.id, invite?.messageId ?? 0, "▶ Start"));
  await h.delivery.drain();

  const texts = h.fake.messagesIn(group.id).map((m) => m.text ?? "");
  assert.ok(
    texts.some((text) => /round 1:\nAlice – Bob/.test(text)),
    texts.join("\n---\n"),
  );
  assert.ok(texts.some((text) => /standings after 0 game/.test(text)));
  for (const user of [alice, bob]) {
    const mine = h.fake.messagesIn(user.id);
    assert.ok(mine.some((m) => /Your round 1 game .* is ready: Alice – Bob/.test(m.text ?? "")));
    assert.ok(
      mine.some((m) => m.photo),
      "the board comes to the player's private chat",
    );
  }
  assert.equal(h.fake.messagesIn(carol.id).filter((m) => /round/.test(m.text ?? "")).length, 0);

  const tournaments = await h.core.tournaments.list({ scope: `chat:${group.id}`, limit: 5 });
  const tournament = tournaments[0] as TournamentView;
  const gameId = tournament.rounds[0]?.games[0]?.game_id as string;
  // Both play in their private chats, by the board's buttons; the worker pairs and finishes as in production.
  t.after(startTournaments(h.core, pino({ level: "silent" })));
  for (const [user, cell] of [
    [alice, 0],
    [bob, 3],
    [alice, 1],
    [bob, 4],
    [alice, 2],
  ] as const) {
    const board = await boardIn(h, user.id, gameId);
    const data = dataOf(board.replyMarkup?.inline_keyboard[Math.floor(cell / 3)]?.[cell % 3]);
    await h.send(h.updates.press(user, user.id, board.messageId, data));
    await h.delivery.drain();
  }
  while ((await h.core.tournaments.get(tournament.id)).status !== "finished") {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await h.delivery.drain();
  const final = h.fake
    .messagesIn(group.id)
    .find((m) => m.photo && /is over\. Winner: Alice/.test(m.caption ?? ""));
  assert.ok(final, "the final standings image");
  assert.ok(h.fake.callsTo("pinChatMessage").some((c) => c.params.message_id === final.messageId));
  assert.equal((await h.core.tournaments.get(tournament.id)).status, "finished");
});

test("/tournament explains itself when it cannot start, and lives in groups only", async (t) => {
  const h = await createBotHarness(t);
  await h.send(h.updates.command(alice, group, "/tournament chess"));
  assert.match(h.fake.lastBotMessage(group.id)?.text ?? "", /^Usage: \/tournament/);
  await h.send(h.updates.command(alice, privateChat(alice), "/tournament pig"));
  assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /live in groups/);
});
