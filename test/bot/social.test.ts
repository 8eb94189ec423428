import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import type { Update, User } from "grammy/types";
import { createBotHarness } from "../support/bot-harness.ts";
import { DRAW, X_WINS } from "../support/social-play.ts";
import { boardIn, principalOf, telegramTable } from "../support/telegram-table.ts";
import { groupChat, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const dora = telegramUser(404, "Dora", "de-DE");

type Harness = Awaited<ReturnType<typeof createBotHarness>>;

/** Plays tic-tac-toe cells through the core as the two Telegram users, in turn. */
async function play(h: Harness, gameId: string, users: readonly User[], cells: readonly number[]) {
  const principals = await Promise.all(users.map((u) => principalOf(h, u)));
  for (const [n, cell] of cells.entries()) {
    const state = await h.core.games.state(principals[0] as never, gameId);
    const mover = principals[state.turn?.seat ?? n % 2] as never;
    const { outcome } = await h.core.games.act(
      mover,
      gameId,
      { action_id: randomUUID(), action_type: "choose_cell", payload: { cell } },
      { channel: "messenger" },
    );
    assert.ok(outcome.ok);
  }
  await h.delivery.drain();
}

describe("after a result", () => {
  test("the board offers Rematch, Replay and Verify; the first press starts the one rematch", async (t) => {
    const h = await createBotHarness(t, { env: { PUBLIC_BASE_URL: "https://games.example" } });
    const table = await telegramTable(h, "tic-tac-toe", [alice, bob]);
    await play(h, table.gameId, [alice, bob], X_WINS);
    const board = await boardIn(h, bob.id, table.gameId);
    const buttons = board.replyMarkup?.inline_keyboard.flat() ?? [];
    assert.deepEqual(
      buttons.map((b) => b.text),
      ["🔁 Rematch", "▶ Replay", "✔ Verify", "🎮 New game", "📱 Play in app"],
    );
    assert.equal((buttons[1] as { url?: string }).url, `https://games.example/play/replay/${table.gameId}`);
    assert.equal((buttons[2] as { url?: string }).url, `https://games.example/play/verify/${table.gameId}`);
    const data = (buttons[0] as { callback_data: string }).callback_data;
    await h.send(h.updates.press(bob, bob.id, board.messageId, data));
    await h.send(
      h.updates.press(alice, alice.id, (await boardIn(h, alice.id, table.gameId)).messageId, data),
    );
    const answers = h.fake.callsTo("answerCallbackQuery").map((c) => c.params.text);
    assert.deepEqual(answers.slice(-2), ["🔁 Rematch started!", "The rematch is already on."]);
    const session = await h.core.sessions.get(await principalOf(h, alice), table.sessionId);
    assert.notEqual(session.current_game_id, table.gameId);
    assert.equal(session.status, "InGame");
  });
});

describe("/top and /me", () => {
  test("a group's board lists its players; private /top is global; /me shows ratings in German", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "tic-tac-toe", [alice, dora]);
    await h.core.sessions.bindChat(await principalOf(h, alice), table.sessionId, "-100777");
    await play(h, table.gameId, [alice, dora], DRAW);
    const other = await telegramTable(h, "tic-tac-toe", [bob, alice]);
    await play(h, other.gameId, [bob, alice], X_WINS);

    const group = groupChat(-100777);
    await h.send(h.updates.command(alice, group, "/top"));
    const inGroup = h.fake.lastBotMessage(group.id)?.text ?? "";
    assert.match(inGroup, /Tic-tac-toe: this chat/);
    assert.doesNotMatch(inGroup, /Bob/);
    assert.match(inGroup, /Alice/);
    assert.match(inGroup, /Dora/);

    await h.send(h.updates.command(alice, privateChat(alice), "/top tic-tac-toe"));
    const global = h.fake.lastBotMessage(alice.id)?.text ?? "";
    assert.match(global, /everyone\n1\. Bob: /);

    await h.send(h.updates.command(dora, privateChat(dora), "/me"));
    const me = h.fake.lastBotMessage(dora.id)?.text ?? "";
    assert.match(me, /Deine Wertungen\nTic-Tac-Toe: \d+(,\d+)? \(0\/1 gewonnen\)/);
    assert.match(me, /🤝 Tic-Tac-Toe: 1000 → /);
  });
});

describe("inline mode", () => {
  test("offers a New ‹game› per game; the chosen one becomes a Join deep link to a new session", async (t) => {
    const h = await createBotHarness(t);
    await h.send({
      update_id: 91,
      inline_query: { id: "iq-1", from: alice, query: "yac", offset: "" },
    } as Update);
    const answered = h.fake.callsTo("answerInlineQuery").at(-1)?.params as {
      results: { id: string; title: string }[];
    };
    assert.deepEqual(
      answered.results.map((r) => [r.id, r.title]),
      [["new:yacht", "New Yacht"]],
    );
    await h.send({
      update_id: 92,
      chosen_inline_result: { result_id: "new:yacht", from: alice, query: "yac", inline_message_id: "im-1" },
    } as Update);
    const edit = h.fake.callsTo("editMessageReplyMarkup").at(-1)?.params as {
      inline_message_id: string;
      reply_markup: { inline_keyboard: { url: string }[][] };
    };
    assert.equal(edit.inline_message_id, "im-1");
    const link = edit.reply_markup.inline_keyboard[0]?.[0]?.url ?? "";
    const code = /start=(\w+)$/.exec(link)?.[1] ?? "";
    assert.ok(code, link);
    await h.send(h.updates.command(bob, privateChat(bob), `/start ${code}`));
    const sessions = await h.core.sessions.listForUser(await principalOf(h, bob));
    assert.equal(sessions.length, 1);
    assert.equal(sessions[0]?.participants.length, 2);
  });
});
