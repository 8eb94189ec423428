import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import pino from "pino";
import { createBot } from "../../bot/create-bot.ts";
import { TELEGRAM_PACE } from "../../bot/delivery/pacer.ts";
import type { LiarsDiceState } from "../../src/games/liars-dice/liars-dice-state.ts";
import { type BotHarness, createBotHarness } from "../support/bot-harness.ts";
import { storedGame } from "../support/game-audit.ts";
import { pickAction } from "../support/play.ts";
import { X_WINS } from "../support/social-play.ts";
import {
  boardIn,
  playCellsAs,
  principalOf,
  telegramTable,
  twoPlayerGame,
} from "../support/telegram-table.ts";
import { buttonsOf, privateChat, telegramUser } from "../support/telegram-updates.ts";
import { TEST_BOT_TOKEN } from "../support/test-app.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const carol = telegramUser(303, "Carol");
const dora = telegramUser(404, "Dora", "de-DE");

/** A public table of Alice's, Bob seated through its deep link, the game started and delivered. */
const publicGame = (h: BotHarness, pluginId = "tic-tac-toe") =>
  twoPlayerGame(h, [alice, bob], "public", pluginId);

/** Plays tic-tac-toe cells as Alice and Bob (or `users`), then delivers (unless told not to). */
const play = (
  h: BotHarness,
  gameId: string,
  cells: readonly number[],
  deliver = true,
  users = [alice, bob],
) => playCellsAs(h, gameId, cells, users, deliver);

const labels = (h: BotHarness, chatId: number, messageId: number) =>
  buttonsOf(h.fake, chatId, messageId).map((b) => b.text);

describe("/tv", () => {
  test("posts the featured game, edits it move by move, names the winner and offers the next game", async (t) => {
    const h = await createBotHarness(t);
    await h.send(h.updates.command(carol, privateChat(carol), "/tv"));
    assert.equal(
      h.fake.lastBotMessage(carol.id)?.text,
      "📺 No public game is being played right now. /lobby shows the tables waiting for players.",
    );

    const gameId = await publicGame(h);
    await h.send(h.updates.command(carol, privateChat(carol), "/tv tic-tac-toe"));
    const tv = h.fake.lastBotMessage(carol.id);
    assert.ok(tv?.photo, "a board photo");
    assert.match(tv?.caption ?? "", /^📺 TV\nTic-tac-toe · move 1\n▶️ Alice to move/);
    assert.deepEqual(labels(h, carol.id, tv?.messageId ?? 0), ["⏹ Stop watching"]);

    await play(h, gameId, X_WINS.slice(0, 2));
    assert.match(h.fake.message(carol.id, tv?.messageId ?? 0)?.caption ?? "", /move 3\n▶️ Alice to move/);
    await play(h, gameId, X_WINS.slice(2));
    const final = h.fake.message(carol.id, tv?.messageId ?? 0);
    assert.match(final?.caption ?? "", /🏆 Alice won!/);
    assert.deepEqual(labels(h, carol.id, tv?.messageId ?? 0), ["📺 Next game"]);
    assert.deepEqual(await h.core.messenger.listStorage("tv:"), [], "a finished game is watched no more");

    const next = await publicGame(h);
    await h.send(h.updates.pressLabel(carol, carol.id, tv?.messageId ?? 0, "📺 Next game"));
    assert.deepEqual(labels(h, carol.id, tv?.messageId ?? 0), [], "the old message has done its part");
    const second = h.fake.lastBotMessage(carol.id);
    assert.notEqual(second?.messageId, tv?.messageId);
    assert.match(second?.caption ?? "", /^📺 TV\nTic-tac-toe · move 1/);
    const stored = await h.core.messenger.listStorage("tv:");
    assert.deepEqual(
      stored.map((row) => [row.key, JSON.parse(row.value).gameId]),
      [[`tv:${carol.id}`, next]],
    );
  });

  test("⏹ Stop or blocking the bot ends a watch; the players' own chats get no TV, and German reads German", async (t) => {
    const h = await createBotHarness(t);
    const gameId = await publicGame(h);
    await h.send(h.updates.command(bob, privateChat(bob), "/tv"));
    assert.equal(
      h.fake.lastBotMessage(bob.id)?.text,
      "📺 The featured game is played in this chat: its board is here already.",
    );
    await h.send(h.updates.command(dora, privateChat(dora), "/tv"));
    const tv = h.fake.lastBotMessage(dora.id);
    assert.deepEqual(labels(h, dora.id, tv?.messageId ?? 0), ["⏹ Nicht mehr zuschauen"]);
    await h.send(h.updates.pressLabel(dora, dora.id, tv?.messageId ?? 0, "⏹ Nicht mehr zuschauen"));
    assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "Du schaust nicht mehr zu.");
    assert.deepEqual(labels(h, dora.id, tv?.messageId ?? 0), []);
    const edits = h.fake.callsTo("editMessageMedia").filter((c) => c.params.chat_id === dora.id).length;
    await h.send(h.updates.command(carol, privateChat(carol), "/tv"));
    h.fake.refuseChat(carol.id, { error_code: 403, description: "Forbidden: bot was blocked by the user" });
    await play(h, gameId, [0]);
    assert.equal(
      h.fake.callsTo("editMessageMedia").filter((c) => c.params.chat_id === dora.id).length,
      edits,
      "a stopped watch is not edited",
    );
    assert.deepEqual(
      await h.core.messenger.listStorage("tv:"),
      [],
      "a chat that blocked the bot watches no more",
    );
  });

  test("a restarted bot picks the stored watches up and brings the same message up to date", async (t) => {
    const h = await createBotHarness(t);
    const gameId = await publicGame(h);
    await h.send(h.updates.command(carol, privateChat(carol), "/tv"));
    const tv = h.fake.lastBotMessage(carol.id);
    const restarted = createBot(TEST_BOT_TOKEN, {
      core: h.core,
      config: h.config,
      logger: pino({ level: "silent" }),
      botInfo: h.fake.botInfo,
      fetch: h.fake.fetch,
      throttle: false,
      delivery: { workerId: "restarted-worker" },
    });
    await play(h, gameId, [0, 3], false);
    await restarted.delivery.tv.resume();
    await restarted.delivery.lanes.drain();
    assert.match(h.fake.message(carol.id, tv?.messageId ?? 0)?.caption ?? "", /move 3/);
    assert.equal(h.fake.lastBotMessage(carol.id)?.messageId, tv?.messageId, "no second message");
  });
});

describe("a TV beside a played game", () => {
  test("in a chat that both plays and watches, its own board goes out before the pending TV edit", async (t) => {
    const h = await createBotHarness(t, { throttle: TELEGRAM_PACE });
    const watched = await publicGame(h);
    const own = await telegramTable(h, "tic-tac-toe", [carol, dora]);
    h.clock.advance(2000);
    await h.delivery.drain();
    h.clock.advance(2000);
    await h.send(h.updates.command(carol, privateChat(carol), "/tv"));
    const tv = h.fake.lastBotMessage(carol.id);
    const board = await boardIn(h, carol.id, own.gameId);
    await play(h, watched, [0], false);
    await h.delivery.tv.check();
    await play(h, own.gameId, [4], true, [carol, dora]);
    const editsInCarol = () =>
      h.fake
        .callsTo("editMessageMedia")
        .filter((c) => c.ok && c.params.chat_id === carol.id)
        .map((c) => c.params.message_id);
    assert.deepEqual(editsInCarol(), [], "the chat was just written: both edits wait");
    h.clock.advance(1000);
    await h.delivery.drain();
    assert.deepEqual(editsInCarol(), [board.messageId], "the played board went first, though queued last");
    h.clock.advance(1000);
    await h.delivery.drain();
    assert.deepEqual(editsInCarol(), [board.messageId, tv?.messageId]);
  });
});

describe("a TV of liar's dice", () => {
  test("shows the watcher no cup, in any write to their chat, over a called round", async (t) => {
    const h = await createBotHarness(t);
    const gameId = await publicGame(h, "liars-dice");
    await h.send(h.updates.command(carol, privateChat(carol), "/tv liars-dice"));
    const cups = async () => (JSON.parse((await storedGame(h.store, gameId)).state) as LiarsDiceState).cups;
    const seen = [...(await cups())];
    const [host, guest] = await Promise.all([alice, bob].map((u) => principalOf(h, u)));
    const bid = pickAction(await h.core.games.state(host as never, gameId));
    for (const [who, action] of [
      [host, bid],
      [guest, { action_type: "pass", payload: {} }],
    ] as const) {
      const { outcome } = await h.core.games.act(
        who as never,
        gameId,
        { action_id: randomUUID(), ...action },
        { channel: "web" },
      );
      assert.ok(outcome.ok);
      await h.delivery.drain();
    }
    seen.push(...(await cups()));
    const tv = h.fake.lastBotMessage(carol.id);
    assert.match(tv?.caption ?? "", /^📺 TV\nLiar's Dice · move 3/);
    assert.deepEqual(labels(h, carol.id, tv?.messageId ?? 0), ["⏹ Stop watching"], "no 🎲 My dice on TV");
    const toCarol = h.fake.calls.filter((call) => Number(call.params.chat_id) === carol.id);
    assert.ok(toCarol.length >= 3, "the TV was posted and edited twice");
    for (const call of toCarol) {
      const text = JSON.stringify(call.params);
      for (const cup of seen.filter((c) => c.length === 5))
        assert.ok(!text.includes(cup.join(" ")), `${call.method} to the watcher shows ${cup.join(" ")}`);
    }
  });
});

describe("👀 Watch", () => {
  test("a running public game's messages link its web watch page; a private game's do not", async (t) => {
    const h = await createBotHarness(t, { env: { PUBLIC_BASE_URL: "https://games.example" } });
    const gameId = await publicGame(h);
    const board = await boardIn(h, bob.id, gameId);
    const watch = board.replyMarkup?.inline_keyboard.flat().find((b) => b.text === "👀 Watch");
    assert.equal((watch as { url?: string } | undefined)?.url, `https://games.example/play/g/${gameId}`);

    const table = await telegramTable(h, "tic-tac-toe", [carol, dora]);
    const own = await boardIn(h, carol.id, table.gameId);
    assert.ok(!own.replyMarkup?.inline_keyboard.flat().some((b) => b.text === "👀 Watch"));
  });
});
