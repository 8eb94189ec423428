import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { User } from "grammy/types";
import { parseButton } from "../../bot/callback-data.ts";
import type { OnTimeout, TimeControl } from "../../src/documents/clock-documents.ts";
import { type BotHarness, createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const SECOND = 1000;
const BANK: TimeControl = { kind: "bank", initial_seconds: 600, increment_seconds: 5 };

/** A tic-tac-toe game of Alice (to move first) and Bob in their private chats, on the given clock. */
async function clockTable(h: BotHarness, control: TimeControl, onTimeout?: OnTimeout): Promise<string> {
  const host = await principalOf(h, alice);
  const session = await h.core.sessions.create(host, { max_players: 2, channel: "messenger" });
  await h.send(h.updates.command(bob, privateChat(bob), `/start ${session.invite_code}`));
  const clock = { time_control: control, ...(onTimeout ? { on_timeout: onTimeout } : {}) };
  const game = await h.core.games.start(host, session.id, "tic-tac-toe", clock, "messenger");
  await h.delivery.drain();
  return game.id;
}

/** The mover places a mark on the first free cell, through the core. */
async function move(h: BotHarness, user: User, gameId: string): Promise<void> {
  const principal = await principalOf(h, user);
  const place = (await h.core.games.state(principal, gameId)).allowed_actions[0];
  assert.ok(place, `${user.first_name} is not to move`);
  await h.core.games.act(
    principal,
    gameId,
    { action_id: randomUUID(), action_type: place.action_type, payload: { cell: place.choices?.[0] } },
    { channel: "web" },
  );
  await h.delivery.drain();
}

/** The texts the bot sent to a chat that start with `mark`. */
const sentIn = (h: BotHarness, chatId: number, mark: string) =>
  h.fake
    .callsTo("sendMessage")
    .filter((c) => c.params.chat_id === chatId && String(c.params.text).startsWith(mark))
    .map((c) => String(c.params.text));

const captionIn = async (h: BotHarness, chatId: number, gameId: string) =>
  (await boardIn(h, chatId, gameId)).caption ?? "";

describe("clocks in chat", () => {
  test("the caption shows every player's clock, the mover's counting down", async (t) => {
    const h = await createBotHarness(t);
    const gameId = await clockTable(h, BANK);
    const first = await captionIn(h, bob.id, gameId);
    assert.match(first, /^⏱ Alice 10m · Bob 10m$/m);
    assert.doesNotMatch(first, /UTC/, "the clocks replace the deadline line");

    h.clock.advance(90 * SECOND);
    await move(h, alice, gameId);
    assert.match(await captionIn(h, bob.id, gameId), /^⏱ Alice 8m 35s · Bob 10m$/m, "bank − 90 s + 5 s");
    h.clock.advance(60 * SECOND);
    await move(h, bob, gameId);
    assert.match(await captionIn(h, alice.id, gameId), /^⏱ Alice 8m 35s · Bob 9m 5s$/m);
  });

  test("the mover is reminded privately at 50 and 90 per cent of their time", async (t) => {
    const h = await createBotHarness(t);
    await clockTable(h, BANK);
    const sweep = async () => {
      await h.core.clocks.remindClocks();
      await h.delivery.drain();
    };
    h.clock.advance(299 * SECOND);
    await sweep();
    assert.deepEqual(sentIn(h, alice.id, "⏰"), []);
    h.clock.advance(SECOND);
    await sweep();
    assert.deepEqual(sentIn(h, alice.id, "⏰"), ["⏰ 50% of your time in Tic-tac-toe is used: 5m left."]);
    h.clock.advance(240 * SECOND);
    await sweep();
    await sweep();
    assert.deepEqual(sentIn(h, alice.id, "⏰").slice(1), [
      "⏰ 90% of your time in Tic-tac-toe is used: 1m left.",
    ]);
    assert.deepEqual(sentIn(h, bob.id, "⏰"), [], "only the mover");
  });

  test("out of time, a stand-in keeps the seat until its player presses I'm back", async (t) => {
    const h = await createBotHarness(t);
    const gameId = await clockTable(h, BANK, "stand_in");
    h.clock.advance(601 * SECOND);
    await h.core.clocks.expireDueTurns();
    await h.delivery.drain();

    const [news, ...more] = h.fake.messagesIn(alice.id).filter((m) => m.text?.startsWith("🤖"));
    assert.ok(news && more.length === 0, "one private message");
    assert.match(news.text ?? "", /You ran out of time in Tic-tac-toe/);
    const [back] = buttonsOf(h.fake, alice.id, news.messageId);
    assert.equal(back?.text, "🙋 I'm back");
    assert.deepEqual(parseButton(dataOf(back)), { kind: "reclaim", gameId });
    const caption = await captionIn(h, bob.id, gameId);
    assert.match(caption, /^🤖 for Alice$/m);
    assert.match(caption, /^Last: 🤖 for Alice chose /m);

    await h.send(h.updates.pressLabel(alice, alice.id, news.messageId, "🙋 I'm back"));
    assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "Your seat is yours again.");
    const state = await h.core.games.state(await principalOf(h, alice), gameId);
    assert.deepEqual(
      state.players.map((p) => p.stand_in),
      [null, null],
    );
  });

  test("/vacation 7 starts a vacation the caption shows; /vacation off ends it", async (t) => {
    const h = await createBotHarness(t);
    const gameId = await clockTable(h, { kind: "days", days_per_move: 3 });
    const chat = privateChat(bob);
    const bobs = await principalOf(h, bob);
    const vacation = async (text: string) => {
      await h.send(h.updates.command(bob, chat, text));
      return h.fake.lastBotMessage(bob.id)?.text;
    };
    assert.equal(
      await vacation("/vacation"),
      "No vacation running. 30 vacation days left this year. /vacation 7 takes a week off.",
    );
    assert.match((await vacation("/vacation 7")) ?? "", /^🏖 On vacation until 29 Nov: .* 23 vacation day/);
    assert.equal((await h.core.clocks.vacation(bobs)).until, "2026-11-29T12:00:00.000Z");
    assert.match((await vacation("/vacation")) ?? "", /^🏖 On vacation until 29 Nov\. 23 vacation day/);

    await move(h, alice, gameId);
    assert.match(await captionIn(h, alice.id, gameId), /^🏖 Bob on vacation until 29 Nov$/m);

    assert.match((await vacation("/vacation off")) ?? "", /^Welcome back! .* 30 vacation day/);
    assert.equal((await h.core.clocks.vacation(bobs)).until, null);
    assert.match((await vacation("/vacation 15")) ?? "", /^Usage: \/vacation DAYS/);
    assert.equal((await h.core.clocks.vacation(bobs)).until, null, "15 days are refused");
  });
});
