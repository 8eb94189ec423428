import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import type { StateDocument } from "../../src/games/registry.ts";
import { verifyGameLog } from "../../src/proofs/verify-game.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { gameAudit } from "../support/game-audit.ts";
import { boardIn, principalOf } from "../support/telegram-table.ts";
import { buttonsOf, privateChat, telegramUser } from "../support/telegram-updates.ts";
import { call, guest, json } from "../support/test-app.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob", "de");

test("a whole game of pig: two players on Telegram buttons, one over REST, every board in sync", async (t) => {
  const h = await createBotHarness(t);

  // Alice creates the session in chat, Bob follows the deep link, Wendy joins on the web.
  await h.send(h.updates.command(alice, privateChat(alice), "/new"));
  await h.send(h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, "3"));
  await h.send(
    h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, "No limit"),
  );
  const invite = h.fake.lastBotMessage(alice.id);
  const code = /Invite code: (\w+)/.exec(invite?.text ?? "")?.[1] ?? "";
  await h.send(h.updates.command(bob, privateChat(bob), `/start ${code}`));
  const wendy = await guest(h.app, "Wendy");
  assert.equal((await call(h.app, wendy, "POST", "/sessions/join", { invite_code: code })).statusCode, 200);
  await h.send(h.updates.pressLabel(alice, alice.id, invite?.messageId ?? 0, "🎮 Pick a game"));
  await h.send(
    h.updates.pressLabel(alice, alice.id, h.fake.lastBotMessage(alice.id)?.messageId ?? 0, /^Pig/),
  );
  await h.delivery.drain();
  const [session] = await h.core.sessions.listForUser(await principalOf(h, alice));
  const gameId = session?.current_game_id ?? "";
  const seats = [alice, bob, "web"] as const;

  let moves = 0;
  for (; moves < 2000; moves++) {
    const state = json<StateDocument>(await call(h.app, wendy, "GET", `/games/${gameId}/state`));
    if (state.status !== "running") break;
    const seat = seats[state.turn?.seat ?? 0];
    const bank = state.board.kind === "dice-race" && state.board.turn_total >= 15;
    if (seat === "web" || seat === undefined) {
      const res = await call(h.app, wendy, "POST", `/games/${gameId}/actions`, {
        action_id: randomUUID(),
        action_type: bank ? "pass" : "roll_dice",
      });
      assert.equal(res.statusCode, 200, res.body);
    } else {
      const board = await boardIn(h, seat.id, gameId);
      assert.match(
        board.caption ?? "",
        new RegExp(`· (move|Zug) ${state.version}\\n`),
        "the chat shows the current board",
      );
      const label = bank ? /^✋/ : /^🎲/;
      const button = buttonsOf(h.fake, seat.id, board.messageId).find((b) => label.test(b.text));
      assert.ok(button, `${seat.first_name} has a ${label} button`);
      await h.send(h.updates.pressLabel(seat, seat.id, board.messageId, label));
    }
    await h.delivery.drain();
  }

  const final = json<StateDocument>(await call(h.app, wendy, "GET", `/games/${gameId}/state`));
  assert.equal(final.status, "finished");
  assert.ok(moves > 10);
  const winner = final.players.find((p) => p.participant_id === final.winners?.[0])?.display_name ?? "";
  for (const [user, won, language] of [
    [alice, `🏆 ${winner} won!`, "en"],
    [bob, `🏆 ${winner} hat gewonnen!`, "de"],
  ] as const) {
    const { bytes: image } = await h.core.boards.image(gameId, "png", language);
    const board = await boardIn(h, user.id, gameId);
    assert.ok(board.caption?.includes(won), `${user.first_name}: ${board.caption}`);
    assert.match(board.caption ?? "", new RegExp(`· (move|Zug) ${final.version}\\n`));
    assert.ok(board.photo?.bytes.equals(image), "the photo is the final render, in the chat's language");
    assert.deepEqual(
      board.replyMarkup?.inline_keyboard.flat().map((b) => b.text),
      user === alice ? ["🔁 Rematch", "🎮 New game"] : ["🔁 Revanche", "🎮 Neues Spiel"],
    );
    assert.equal(h.fake.messagesIn(user.id).filter((m) => m.photo).length, 1, "one game message per chat");
  }
  assert.equal(h.fake.callsTo("sendPhoto").length, 2);
  assert.ok(
    h.fake.calls.every((c) => c.ok),
    "no call broke a Telegram limit",
  );

  const audit = await h.core.games.audit(await principalOf(h, alice), gameId);
  const report = verifyGameLog(await gameAudit(h.store, gameId));
  assert.ok(report.ok, report.problems.join("; "));
  const applied = audit.filter((e) => e.kind === "action" && e.outcome === "applied");
  assert.equal(applied.length, final.version - 1);
  assert.ok(applied.some((e) => e.channel === "messenger"));
  assert.ok(applied.some((e) => e.channel === "web"));
  assert.equal(audit.at(-1)?.kind, "game_finished");
});
