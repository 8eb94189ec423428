import assert from "node:assert/strict";
import { test } from "node:test";
import pino from "pino";
import { buttonKindOf } from "../../bot/callback-data.ts";
import { startComputerMoves } from "../../src/boot.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, privateChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");

test("alone in chat: a backgammon game against the easy computer plays to its end on the board's buttons", async (t) => {
  const h = await createBotHarness(t, { env: { COMPUTER_MOVE_DELAY_MS: "0" } });
  t.after(startComputerMoves(h.core, h.config, pino({ level: "silent" })));
  await h.send(h.updates.command(alice, privateChat(alice), "/new"));
  await h.send(h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, "2"));
  await h.send(
    h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, "No limit"),
  );
  await h.send(
    h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, "🎮 Pick a game"),
  );
  const picker = h.fake.lastBotMessage(alice.id)?.messageId ?? 0;
  await h.send(h.updates.pressLabel(alice, alice.id, picker, "🤖 + Easy computer"));
  await h.send(h.updates.pressLabel(alice, alice.id, picker, /^Backgammon/));
  const host = await principalOf(h, alice);
  const [started] = await h.core.sessions.listForUser(host);
  const gameId = started?.current_game_id ?? "";
  const pressed = new Set<string>();
  for (let i = 0; i < 5000; i++) {
    const state = await h.core.games.state(host, gameId);
    if (state.status !== "running") break;
    await h.delivery.drain();
    if (state.allowed_actions.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      continue;
    }
    const board = await boardIn(h, alice.id, gameId);
    // The first button that moves the game on: a checker move, roll, take or done; never undo.
    const button = buttonsOf(h.fake, alice.id, board.messageId).find(
      (b) => buttonKindOf(dataOf(b)) === "act" && !b.text.includes("Undo") && !b.text.includes("Drop"),
    );
    assert.ok(button, `a button to press in ${JSON.stringify(state.allowed_actions)}`);
    pressed.add(/^\d+|bar/.test(button.text) ? "checker move" : button.text);
    await h.send(h.updates.press(alice, alice.id, board.messageId, dataOf(button)));
  }
  await h.delivery.drain();
  const final = await h.core.games.state(host, gameId);
  assert.equal(final.status, "finished");
  assert.ok(pressed.has("checker move") && pressed.has("🎲 Roll"), [...pressed].join(", "));
  assert.match((await boardIn(h, alice.id, gameId)).caption ?? "", /won/i);
});
