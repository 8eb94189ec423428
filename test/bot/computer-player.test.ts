import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { buttonKindOf } from "../../bot/callback-data.ts";
import { startComputerMoves } from "../../src/boot.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");

/** Alice creates a 2-seat session in her private chat and opens the game picker; returns its message id. */
async function openPicker(h: Awaited<ReturnType<typeof createBotHarness>>): Promise<number> {
  await h.send(h.updates.command(alice, privateChat(alice), "/new"));
  await h.send(h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, "2"));
  await h.send(
    h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, "No limit"),
  );
  const invite = h.fake.lastBotMessage(alice.id);
  await h.send(h.updates.pressLabel(alice, alice.id, invite?.messageId ?? 0, "🎮 Pick a game"));
  const picker = h.fake.lastBotMessage(alice.id)?.messageId ?? 0;
  return picker;
}

test("alone in chat: the picker seats a hard computer and the tic-tac-toe game plays to its end", async (t) => {
  const h = await createBotHarness(t, { env: { COMPUTER_MOVE_DELAY_MS: "0" } });
  t.after(startComputerMoves(h.core, h.config, pino({ level: "silent" })));

  const picker = await openPicker(h);
  assert.deepEqual(
    buttonsOf(h.fake, alice.id, picker)
      .slice(-3)
      .map((b) => b.text),
    ["🤖 + Easy computer", "🤖 + Medium computer", "🤖 + Hard computer"],
  );
  await h.send(h.updates.pressLabel(alice, alice.id, picker, "🤖 + Hard computer"));
  assert.equal(
    h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text,
    "🤖 Computer (hard) joined. Pick a game to play against it.",
  );
  const host = await principalOf(h, alice);
  const [session] = await h.core.sessions.listForUser(host);
  assert.deepEqual(
    session?.participants.map((p) => [p.display_name, p.kind]),
    [
      ["Alice", "person"],
      ["Computer (hard)", "computer"],
    ],
  );

  await h.send(h.updates.command(alice, privateChat(alice), "/status"));
  assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /• Computer \(hard\) \(player\) 🤖/);

  await h.send(h.updates.pressLabel(alice, alice.id, picker, /^Tic-tac-toe/));
  const [started] = await h.core.sessions.listForUser(host);
  const gameId = started?.current_game_id ?? "";
  for (let i = 0; i < 5000; i++) {
    const state = await h.core.games.state(host, gameId);
    if (state.status !== "running") break;
    await h.delivery.drain();
    if (state.allowed_actions.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    const board = await boardIn(h, alice.id, gameId);
    assert.match(
      board.caption ?? "",
      new RegExp(`· move ${state.version}\\n`),
      "the chat shows the computer's move",
    );
    const cell = buttonsOf(h.fake, alice.id, board.messageId).find((b) => buttonKindOf(dataOf(b)) === "act");
    await h.send(h.updates.press(alice, alice.id, board.messageId, dataOf(cell)));
  }
  await h.delivery.drain();
  const final = await h.core.games.state(host, gameId);
  assert.equal(final.status, "finished");
  const computer = final.players.find((p) => p.computer === "hard");
  assert.ok(computer);
  assert.ok(
    (final.winners ?? []).every((id) => id === computer.participant_id),
    "Alice never beats it",
  );
  assert.match((await boardIn(h, alice.id, gameId)).caption ?? "", /Computer \(hard\) won|draw/i);
});

test("the picker removes a seated computer between games, not while a game runs", async (t) => {
  const h = await createBotHarness(t);
  const picker = await openPicker(h);
  const removeButtons = () =>
    buttonsOf(h.fake, alice.id, picker)
      .map((b) => b.text)
      .filter((text) => text.includes("Remove"));
  assert.deepEqual(removeButtons(), [], "no computer, no remove button");
  await h.send(h.updates.pressLabel(alice, alice.id, picker, "🤖 + Easy computer"));
  assert.deepEqual(removeButtons(), ["🤖 − Remove Computer (easy)"]);

  await h.send(h.updates.pressLabel(alice, alice.id, picker, "🤖 − Remove Computer (easy)"));
  assert.equal(
    h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text,
    "🤖 Computer (easy) left its seat.",
  );
  assert.deepEqual(removeButtons(), []);
  const host = await principalOf(h, alice);
  const [session] = await h.core.sessions.listForUser(host);
  assert.deepEqual(
    session?.participants.map((p) => p.kind),
    ["person"],
  );

  await h.send(h.updates.pressLabel(alice, alice.id, picker, "🤖 + Hard computer"));
  const stale = buttonsOf(h.fake, alice.id, picker).find((b) => b.text === "🤖 − Remove Computer (hard)");
  await h.send(h.updates.pressLabel(alice, alice.id, picker, /^Tic-tac-toe/));
  await h.send(h.updates.press(alice, alice.id, picker, dataOf(stale)));
  assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "That is not possible right now.");
  const [running] = await h.core.sessions.listForUser(host);
  assert.deepEqual(
    running?.participants.map((p) => p.kind),
    ["person", "computer"],
  );
});

test("a German reader sees a computer's name in German, on its seating and in /status, while its stored name stays English", async (t) => {
  const h = await createBotHarness(t);
  const picker = await openPicker(h);
  const german = telegramUser(alice.id, "Alice", "de");
  await h.send(h.updates.pressLabel(german, alice.id, picker, "🤖 + Hard computer"));
  assert.equal(
    h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text,
    "🤖 Computer (stark) ist dabei. Wähle ein Spiel gegen den Computer.",
  );
  await h.send(h.updates.command(german, privateChat(german), "/status"));
  assert.match(h.fake.lastBotMessage(alice.id)?.text ?? "", /• Computer \(stark\) /);
  const [session] = await h.core.sessions.listForUser(await principalOf(h, alice));
  assert.equal(session?.participants[1]?.display_name, "Computer (hard)");
});
