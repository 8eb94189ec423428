import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { User } from "grammy/types";
import { type BotHarness, createBotHarness } from "../support/bot-harness.ts";
import { principalOf, telegramTable } from "../support/telegram-table.ts";
import { groupChat, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const group = groupChat(-100555);
const MINUTE = 60_000;

/** The reminders the bot sent to a chat. */
const remindersIn = (h: BotHarness, chatId: number) =>
  h.fake
    .callsTo("sendMessage")
    .filter((c) => c.params.chat_id === chatId && /^⏰/.test(String(c.params.text)));

/** Runs the reminder sweep as the elected process would, then delivers what it queued. */
async function sweep(h: BotHarness): Promise<number> {
  const queued = await h.core.clocks.remindWaitingTurns(h.config.TURN_REMINDER_MINUTES);
  await h.delivery.drain();
  return queued;
}

/** The mover places a mark on the first free cell. */
async function move(h: BotHarness, user: User, gameId: string): Promise<void> {
  const principal = await principalOf(h, user);
  const state = await h.core.games.state(principal, gameId);
  const place = state.allowed_actions[0];
  assert.ok(place, `${user.first_name} is not to move`);
  await h.core.games.act(
    principal,
    gameId,
    { action_id: randomUUID(), action_type: place.action_type, payload: { cell: place.choices?.[0] } },
    { channel: "web" },
  );
  await h.delivery.drain();
}

/** A tic-tac-toe game of Alice (to move first) and Bob, played in a group. */
async function groupGame(h: BotHarness): Promise<string> {
  const host = await principalOf(h, alice);
  const session = await h.core.sessions.create(host, { max_players: 2, channel: "messenger" });
  await h.core.sessions.bindChat(host, session.id, String(group.id));
  await h.send(h.updates.command(bob, privateChat(bob), `/start ${session.invite_code}`));
  const game = await h.core.games.start(host, session.id, "tic-tac-toe", {}, "messenger");
  await h.delivery.drain();
  return game.id;
}

describe("turn reminders", () => {
  test("a turn waiting past the limit brings its mover one private reminder, and only one", async (t) => {
    const h = await createBotHarness(t, { env: { TURN_REMINDER_MINUTES: "10" } });
    const gameId = await groupGame(h);
    h.clock.advance(9 * MINUTE);
    assert.equal(await sweep(h), 0, "nine minutes are not ten");
    h.clock.advance(2 * MINUTE);
    assert.equal(await sweep(h), 1);
    const [reminder, ...more] = remindersIn(h, alice.id);
    assert.equal(more.length, 0);
    assert.match(String(reminder?.params.text), /Your turn in Tic-tac-toe has been waiting for 10 min/);
    assert.equal(remindersIn(h, group.id).length, 0, "not in the group");
    assert.equal(remindersIn(h, bob.id).length, 0, "not to the other player");

    h.clock.advance(30 * MINUTE);
    assert.equal(await sweep(h), 0, "the same wait is not reminded twice");
    assert.equal(remindersIn(h, alice.id).length, 1);

    await move(h, alice, gameId);
    h.clock.advance(11 * MINUTE);
    assert.equal(await sweep(h), 1, "the next wait is a new one");
    assert.equal(remindersIn(h, bob.id).length, 1);
    assert.equal(remindersIn(h, alice.id).length, 1);
  });

  test("a move in time, or TURN_REMINDER_MINUTES=0, reminds nobody", async (t) => {
    const h = await createBotHarness(t, { env: { TURN_REMINDER_MINUTES: "10" } });
    const table = await telegramTable(h, "tic-tac-toe", [alice, bob]);
    h.clock.advance(8 * MINUTE);
    await move(h, alice, table.gameId);
    h.clock.advance(8 * MINUTE);
    assert.equal(await sweep(h), 0);
    assert.equal(remindersIn(h, alice.id).length + remindersIn(h, bob.id).length, 0);

    const off = await createBotHarness(t, { env: { TURN_REMINDER_MINUTES: "0" } });
    await telegramTable(off, "tic-tac-toe", [alice, bob]);
    off.clock.advance(600 * MINUTE);
    assert.equal(await sweep(off), 0);
    assert.equal(remindersIn(off, alice.id).length + remindersIn(off, bob.id).length, 0);
  });
});
