import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, groupChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const carol = telegramUser(303, "Carol");
const group = groupChat(-100777);

test("a group session: Join button, one shared game message, presses checked per user", async (t) => {
  const h = await createBotHarness(t);
  await h.send(h.updates.command(alice, group, "/new@dice_table_bot"));
  const ask = h.fake.lastBotMessage(group.id);
  await h.send(h.updates.pressLabel(bob, group.id, ask?.messageId ?? 0, "2"));
  assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "This button has expired.");
  await h.send(h.updates.pressLabel(alice, group.id, ask?.messageId ?? 0, "2"));
  const turn = h.fake.lastBotMessage(group.id);
  await h.send(h.updates.pressLabel(alice, group.id, turn?.messageId ?? 0, "No limit"));
  const invite = h.fake.lastBotMessage(group.id);
  assert.match(invite?.text ?? "", /Session created for this group/);
  assert.deepEqual(
    buttonsOf(h.fake, group.id, invite?.messageId ?? 0).map((b) => b.text),
    ["✋ Join", "📨 Share invite", "🎮 Pick a game"],
  );
  const session = await h.core.sessions.findByChat(String(group.id));
  assert.ok(session);

  await h.send(h.updates.pressLabel(bob, group.id, invite?.messageId ?? 0, "✋ Join"));
  assert.match(String(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text), /You joined session/);
  await h.delivery.drain();
  assert.match(h.fake.lastBotMessage(group.id)?.text ?? "", /Bob joined\. The table is full/);
  assert.equal(
    h.fake.messagesIn(alice.id).length + h.fake.messagesIn(bob.id).length,
    0,
    "nothing goes to private chats",
  );

  await h.send(h.updates.pressLabel(carol, group.id, invite?.messageId ?? 0, "✋ Join"));
  assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "Sorry, this session is full.");

  await h.send(h.updates.command(bob, group, "/status"));
  assert.match(h.fake.lastBotMessage(group.id)?.text ?? "", /Seats: 2\/2/);
  await h.send(h.updates.pressLabel(alice, group.id, invite?.messageId ?? 0, "🎮 Pick a game"));
  const picker = h.fake.lastBotMessage(group.id);
  await h.send(h.updates.pressLabel(bob, group.id, picker?.messageId ?? 0, /^Tic-tac-toe/));
  assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.show_alert, true);
  await h.send(h.updates.pressLabel(alice, group.id, picker?.messageId ?? 0, /^Tic-tac-toe/));
  await h.delivery.drain();
  const gameId = (await h.core.sessions.findByChat(String(group.id)))?.current_game_id ?? "";
  const board = await boardIn(h, group.id, gameId);
  assert.equal(h.fake.callsTo("sendPhoto").length, 1, "one shared game message");
  assert.match(board.caption ?? "", /Alice to move/);

  const cell = (i: number) => dataOf(board.replyMarkup?.inline_keyboard[Math.floor(i / 3)]?.[i % 3]);
  await h.send(h.updates.press(bob, group.id, board.messageId, cell(0)));
  assert.deepEqual(
    [
      h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text,
      h.fake.callsTo("answerCallbackQuery").at(-1)?.params.show_alert,
    ],
    ["Wait for your turn.", true],
  );
  await h.send(h.updates.press(carol, group.id, board.messageId, cell(0)));
  assert.match(
    String(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text),
    /You are not in this session/,
  );
  await h.send(h.updates.press(alice, group.id, board.messageId, cell(0)));
  await h.delivery.drain();
  const shared = await boardIn(h, group.id, gameId);
  assert.equal(shared.messageId, board.messageId);
  assert.match(shared.caption ?? "", /Bob to move/);
  assert.equal(shared.replyMarkup?.inline_keyboard[0]?.[0]?.text, "❌");

  await h.send(h.updates.command(bob, group, "/pause"));
  assert.equal(h.fake.lastBotMessage(group.id)?.text, "Only the host can do that.");
  assert.equal((await h.core.sessions.get(await principalOf(h, alice), session.id)).status, "InGame");
});

test("at the end of a group game the result and scoreboard come as a new message, once", async (t) => {
  const h = await createBotHarness(t);
  const { game } = await playToWin(h, String(group.id));
  const results = () =>
    h.fake.messagesIn(group.id).filter((m) => !m.photo && /🏆 Alice won!/.test(m.text ?? ""));
  assert.equal(results().length, 1);
  assert.match(results()[0]?.text ?? "", /Alice/);
  assert.ok(
    (results()[0]?.messageId ?? 0) > (await boardIn(h, group.id, game.id)).messageId,
    "a new message",
  );
  await h.store.db.updateTable("outbox").set({ delivered_at: null, claimed_until: null }).execute();
  await h.delivery.drain();
  assert.equal(results().length, 1, "a redelivered row posts no second result");
});

/** Plays a 2-player tic-tac-toe game from start to Alice's win through the core. */
async function playToWin(h: Awaited<ReturnType<typeof createBotHarness>>, groupChatId?: string) {
  const host = await principalOf(h, alice);
  const session = await h.core.sessions.create(host, { max_players: 2, channel: "messenger" });
  await h.core.sessions.join(await principalOf(h, bob), {
    invite_code: session.invite_code,
    channel: "messenger",
  });
  if (groupChatId) await h.core.sessions.bindChat(host, session.id, groupChatId);
  const game = await h.core.games.start(host, session.id, "tic-tac-toe", {}, "messenger");
  await h.delivery.drain();
  const afterStart = {
    pins: h.fake.callsTo("pinChatMessage").length,
    unpins: h.fake.callsTo("unpinChatMessage").length,
  };
  for (const [user, cell] of [
    [alice, 0],
    [bob, 3],
    [alice, 1],
    [bob, 4],
    [alice, 2],
  ] as const) {
    await h.core.games.act(
      await principalOf(h, user),
      game.id,
      { action_id: randomUUID(), action_type: "choose_cell", payload: { cell } },
      { channel: "web" },
    );
  }
  await h.delivery.drain();
  return { game, afterStart };
}

test("a group's live board is pinned silently at the start and unpinned after the result, once", async (t) => {
  const h = await createBotHarness(t);
  const { game, afterStart } = await playToWin(h, String(group.id));
  assert.deepEqual(afterStart, { pins: 1, unpins: 0 });
  const board = await boardIn(h, group.id, game.id);
  const [pin] = h.fake.callsTo("pinChatMessage");
  assert.deepEqual(
    [pin?.ok, Number(pin?.params.chat_id), pin?.params.message_id, pin?.params.disable_notification],
    [true, group.id, board.messageId, true],
  );
  const unpins = h.fake.callsTo("unpinChatMessage");
  assert.deepEqual(
    unpins.map((c) => [c.ok, c.params.message_id]),
    [[true, board.messageId]],
  );
  const unpinAt = h.fake.calls.indexOf(unpins[0] as (typeof unpins)[0]);
  const resultAt = h.fake.calls.findIndex(
    (c) => c.method === "sendMessage" && /🏆/.test(String(c.params.text)),
  );
  assert.ok(resultAt >= 0 && resultAt < unpinAt, "unpinned after the result is posted");
  await h.store.db.updateTable("outbox").set({ delivered_at: null, claimed_until: null }).execute();
  await h.delivery.drain();
  assert.equal(h.fake.callsTo("pinChatMessage").length, 1, "a redelivered row pins no second time");
  assert.equal(h.fake.callsTo("unpinChatMessage").length, 1);
});

test("private chats' boards are never pinned", async (t) => {
  const h = await createBotHarness(t);
  await playToWin(h);
  assert.equal(h.fake.callsTo("pinChatMessage").length, 0);
  assert.equal(h.fake.callsTo("unpinChatMessage").length, 0);
});

test("a group that denies the bot the right to pin is skipped, never retried", async (t) => {
  const h = await createBotHarness(t);
  const noRights = { error_code: 400, description: "Bad Request: not enough rights to pin a message" };
  h.fake.failNext("pinChatMessage", noRights);
  h.fake.failNext("unpinChatMessage", noRights);
  const { afterStart } = await playToWin(h, String(group.id));
  assert.deepEqual(afterStart, { pins: 1, unpins: 0 });
  await h.store.db.updateTable("outbox").set({ delivered_at: null, claimed_until: null }).execute();
  await h.delivery.drain();
  assert.deepEqual(
    [...h.fake.callsTo("pinChatMessage"), ...h.fake.callsTo("unpinChatMessage")].map((c) => [c.method, c.ok]),
    [
      ["pinChatMessage", false],
      ["unpinChatMessage", false],
    ],
  );
  assert.equal(
    (await h.store.db.selectFrom("outbox").select("delivered_at").where("delivered_at", "is", null).execute())
      .length,
    0,
    "every row was delivered despite the refusal",
  );
});
