import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { type ButtonOf, encodeButton, parseButton } from "../../bot/callback-data.ts";
import { findGame, GAME_PLUGINS } from "../../src/games/registry.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf, telegramTable } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, privateChat, telegramUser } from "../support/telegram-updates.ts";
import { call, guest, json } from "../support/test-app.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");

const lastAnswer = (h: { fake: { callsTo(m: string): { params: Record<string, unknown> }[] } }) =>
  h.fake.callsTo("answerCallbackQuery").at(-1)?.params;

describe("game buttons", () => {
  test("the host picks the game; anyone else pressing the picker gets an alert", async (t) => {
    const h = await createBotHarness(t);
    const session = await h.core.sessions.create(await principalOf(h, alice), {
      max_players: 2,
      channel: "messenger",
    });
    await h.send(h.updates.command(bob, privateChat(bob), `/start ${session.invite_code}`));
    await h.send(h.updates.command(bob, privateChat(bob), "/status"));
    const status = h.fake.lastBotMessage(bob.id);
    await h.send(h.updates.pressLabel(bob, bob.id, status?.messageId ?? 0, "🎮 Pick a game"));
    const picker = h.fake.lastBotMessage(bob.id);
    assert.deepEqual(
      buttonsOf(h.fake, bob.id, picker?.messageId ?? 0).map((b) => b.text),
      [
        ...GAME_PLUGINS.map((game) =>
          game.min_players === game.max_players
            ? `${game.name} (${game.min_players} players)`
            : `${game.name} (${game.min_players}–${game.max_players} players)`,
        ),
        "🤖 + Easy computer",
        "🤖 + Medium computer",
        "🤖 + Hard computer",
      ],
    );
    await h.send(h.updates.pressLabel(bob, bob.id, picker?.messageId ?? 0, /^Pig/));
    assert.deepEqual(lastAnswer(h), {
      callback_query_id: String(880002),
      text: "Only the host can do that.",
      show_alert: true,
    });
    await h.send(h.updates.pressLabel(bob, bob.id, picker?.messageId ?? 0, "🤖 + Hard computer"));
    assert.equal(lastAnswer(h)?.text, "Only the host can do that.");
    assert.equal((await h.core.sessions.get(await principalOf(h, bob), session.id)).status, "Lobby");

    await h.send(h.updates.command(alice, privateChat(alice), "/status"));
    const hostStatus = h.fake.lastBotMessage(alice.id);
    await h.send(h.updates.pressLabel(alice, alice.id, hostStatus?.messageId ?? 0, "🎮 Pick a game"));
    const hostPicker = h.fake.lastBotMessage(alice.id);
    await h.send(h.updates.pressLabel(alice, alice.id, hostPicker?.messageId ?? 0, /^Tic-tac-toe/));
    assert.equal(lastAnswer(h)?.text, "Starting Tic-tac-toe…");
    assert.equal(h.fake.message(alice.id, hostPicker?.messageId ?? 0)?.text, "🎮 Tic-tac-toe: good luck!");
    await h.delivery.drain();
    assert.equal(h.fake.callsTo("sendPhoto").length, 2);
  });

  test("tic-tac-toe: a 3×3 grid of cell buttons; a move edits both boards in place", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "tic-tac-toe", [alice, bob]);
    const aliceBoard = await boardIn(h, alice.id, table.gameId);
    const grid = aliceBoard.replyMarkup?.inline_keyboard ?? [];
    assert.deepEqual(
      grid.map((row) => row.length),
      [3, 3, 3],
    );
    assert.deepEqual(parseButton(dataOf(grid[1]?.[1])), {
      kind: "act",
      gameId: table.gameId,
      version: 1,
      move: { type: "cell", cell: 4 },
    });
    assert.deepEqual((await boardIn(h, bob.id, table.gameId)).replyMarkup?.inline_keyboard, []);

    await h.send(h.updates.press(alice, alice.id, aliceBoard.messageId, dataOf(grid[1]?.[1])));
    assert.equal(lastAnswer(h)?.text, "✓");
    await h.delivery.drain();
    assert.equal(h.fake.callsTo("sendPhoto").length, 2, "boards are edited, never re-sent");
    const after = await boardIn(h, alice.id, table.gameId);
    assert.equal(after.messageId, aliceBoard.messageId);
    assert.equal(after.edits, 1);
    assert.match(after.caption ?? "", /move 2\n▶️ Bob to move/);
    assert.deepEqual(after.replyMarkup?.inline_keyboard, []);
    const bobBoard = await boardIn(h, bob.id, table.gameId);
    assert.equal(bobBoard.edits, 1);
    assert.equal(bobBoard.replyMarkup?.inline_keyboard[1]?.[1]?.text, "❌");
    assert.equal(bobBoard.replyMarkup?.inline_keyboard[0]?.[0]?.text, "·");
    await h.send(h.updates.press(bob, bob.id, bobBoard.messageId, "x"));
    assert.equal(lastAnswer(h)?.text, "That cell is taken.");
  });

  test("a button carrying any action type and payload moves as the game's own button does", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "tic-tac-toe", [alice, bob]);
    const board = await boardIn(h, alice.id, table.gameId);
    const move = { type: "act", action_type: "choose_cell", payload: { cell: 4 } } as const;
    const data = encodeButton({ kind: "act", gameId: table.gameId, version: 1, move });
    assert.equal(data, `a:${data.split(":")[1]}:1:nchoose_cell~cell.4`);
    await h.send(h.updates.press(alice, alice.id, board.messageId, data));
    assert.equal(lastAnswer(h)?.text, "✓");
    const state = await h.core.games.state(await principalOf(h, alice), table.gameId);
    assert.deepEqual(state.last_action?.payload, { cell: 4 });
    assert.equal(state.last_action?.action_type, "choose_cell");
  });

  test("long nardy: a button per legal step, then Done, plays a whole turn in the chat", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "long-nardy", [alice, bob]);
    const opening = await h.core.games.state(await principalOf(h, alice), table.gameId);
    const mover = opening.turn?.seat === 0 ? alice : bob;
    for (let step = 0; step < 6; step++) {
      const board = await boardIn(h, mover.id, table.gameId);
      const rows = board.replyMarkup?.inline_keyboard ?? [];
      const move = rows.flat().find((b) => b.text.includes("→"));
      const done = rows.flat().find((b) => b.text === "✔ Done");
      const pressed = move ?? done;
      assert.ok(pressed, `a step or Done is offered (step ${step})`);
      await h.send(h.updates.press(mover, mover.id, board.messageId, dataOf(pressed)));
      assert.equal(lastAnswer(h)?.text, "✓");
      await h.delivery.drain();
      if (!move) break;
    }
    const after = await h.core.games.state(await principalOf(h, mover), table.gameId);
    assert.notEqual(after.turn?.seat, opening.turn?.seat, "the turn passed after Done");
  });

  test("a stale button answers 'out of date' and refreshes the board", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    const board = await boardIn(h, alice.id, table.gameId);
    const roll = buttonsOf(h.fake, alice.id, board.messageId).find((b) => b.text === "🎲 Roll") as {
      callback_data: string;
    };
    await h.send(h.updates.press(alice, alice.id, board.messageId, roll.callback_data));
    await h.send(h.updates.press(alice, alice.id, board.messageId, roll.callback_data));
    assert.equal(lastAnswer(h)?.text, "This board is out of date. Here is the current one.");
    const game = await h.core.games.findGame(table.gameId);
    assert.equal(game.version, 2, "the second press of the same button applied nothing");
    const refreshed = await boardIn(h, alice.id, table.gameId);
    assert.match(refreshed.caption ?? "", /move 2/);
    assert.equal(refreshed.messageId, board.messageId);
  });

  test("a duplicate delivery of one update (same update_id) applies the move once", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    const board = await boardIn(h, alice.id, table.gameId);
    const update = h.updates.pressLabel(alice, alice.id, board.messageId, "🎲 Roll");
    await Promise.all([h.send(update), h.send(update)]);
    await h.send(update);
    const game = await h.core.games.findGame(table.gameId);
    assert.equal(game.version, 2);
    assert.equal(h.fake.callsTo("answerCallbackQuery").length, 1);
  });

  test("the same callback query delivered again (new update_id) replays, never re-applies", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    const board = await boardIn(h, alice.id, table.gameId);
    const update = h.updates.pressLabel(alice, alice.id, board.messageId, "🎲 Roll");
    await h.send(update);
    await h.send({ ...update, update_id: update.update_id + 100 });
    assert.equal((await h.core.games.findGame(table.gameId)).version, 2);
    const audit = await h.core.games.audit(await principalOf(h, alice), table.gameId);
    assert.equal(audit.filter((e) => e.kind === "action").length, 1);
    assert.equal(h.fake.callsTo("answerCallbackQuery").length, 2, "both deliveries are answered");
  });

  test("yacht: toggle buttons choose the dice to hold, then Roll sends payload.hold", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "yacht", [alice, bob]);
    const first = await boardIn(h, alice.id, table.gameId);
    assert.deepEqual(
      buttonsOf(h.fake, alice.id, first.messageId).map((b) => b.text),
      ["🎲 Roll"],
    );
    await h.send(h.updates.pressLabel(alice, alice.id, first.messageId, "🎲 Roll"));
    await h.delivery.drain();
    const rolled = await boardIn(h, alice.id, table.gameId);
    const rows = rolled.replyMarkup?.inline_keyboard ?? [];
    const yacht = findGame("yacht")?.traits;
    assert.equal(rows[0]?.length, yacht?.holdsDice && yacht.dice, "one toggle per declared die");
    assert.deepEqual(
      rows[1]?.map((b) => b.text),
      ["🎲 Roll (2 left)", "✋ Stop rolling"],
    );
    assert.ok(rows.flat().some((b) => /^Chance · \d+$/.test(b.text)));
    const dieData = (i: number) => dataOf(rows[0]?.[i]);
    await h.send(h.updates.press(bob, alice.id, rolled.messageId, dieData(0)));
    assert.deepEqual(lastAnswer(h)?.show_alert, true, "only the mover may hold");
    await h.send(h.updates.press(alice, alice.id, rolled.messageId, dieData(0)));
    await h.send(h.updates.press(alice, alice.id, rolled.messageId, dieData(2)));
    assert.equal(lastAnswer(h)?.text, "Keeping: 1, 3");
    const pastTheDice = { ...(parseButton(dieData(0)) as ButtonOf<"hold">), die: rows[0]?.length ?? 0 };
    await h.send(h.updates.press(alice, alice.id, rolled.messageId, encodeButton(pastTheDice)));
    assert.equal(lastAnswer(h)?.text, "This button has expired.", "a die the game does not declare");
    await h.delivery.drain();
    const held = await boardIn(h, alice.id, table.gameId);
    assert.match(held.replyMarkup?.inline_keyboard[0]?.[0]?.text ?? "", /^🔒\d$/);
    assert.doesNotMatch(held.replyMarkup?.inline_keyboard[0]?.[1]?.text ?? "", /🔒/);
    const before = (await h.core.games.state(await principalOf(h, alice), table.gameId)).board;
    await h.send(h.updates.pressLabel(alice, alice.id, rolled.messageId, /^🎲 Roll/));
    const after = await h.core.games.state(await principalOf(h, alice), table.gameId);
    assert.deepEqual(after.last_action?.payload, { hold: [0, 2] });
    assert.ok(before.kind === "yacht" && after.board.kind === "yacht");
    assert.equal(after.board.dice[0], before.dice[0]);
    assert.equal(after.board.dice[2], before.dice[2]);
    await h.delivery.drain();
    const next = await boardIn(h, alice.id, table.gameId);
    assert.doesNotMatch(next.replyMarkup?.inline_keyboard[0]?.map((b) => b.text).join("") ?? "", /🔒/);
    await h.send(h.updates.pressLabel(alice, alice.id, next.messageId, /^Chance/));
    await h.delivery.drain();
    assert.match(
      (await boardIn(h, alice.id, table.gameId)).caption ?? "",
      /Bob to move\nScores: Alice \d+ · Bob 0\nLast: Alice chose Chance/,
    );
  });

  test("moves made over REST edit every chat's board in place", async (t) => {
    const h = await createBotHarness(t);
    const session = await h.core.sessions.create(await principalOf(h, alice), {
      max_players: 2,
      channel: "messenger",
    });
    const web = await guest(h.app, "Wendy");
    await call(h.app, web, "POST", "/sessions/join", { invite_code: session.invite_code });
    const game = await h.core.games.start(
      await principalOf(h, alice),
      session.id,
      "tic-tac-toe",
      {},
      "messenger",
    );
    await h.delivery.drain();
    const board = await boardIn(h, alice.id, game.id);
    await h.send(
      h.updates.press(alice, alice.id, board.messageId, dataOf(board.replyMarkup?.inline_keyboard[0]?.[0])),
    );
    const res = await call(h.app, web, "POST", `/games/${game.id}/actions`, {
      action_id: randomUUID(),
      action_type: "choose_cell",
      payload: { cell: 4 },
    });
    assert.equal(res.statusCode, 200, res.body);
    await h.delivery.drain();
    const after = await boardIn(h, alice.id, game.id);
    assert.equal(after.messageId, board.messageId);
    assert.match(after.caption ?? "", /move 3\n▶️ Alice to move\n.*\nLast: Wendy chose 5/);
    assert.equal(after.replyMarkup?.inline_keyboard[1]?.[1]?.text, "⭕");
    assert.equal(h.fake.callsTo("sendPhoto").length, 1, "only the Telegram player has a chat");
    assert.equal(
      json<{ version: number }>(await call(h.app, web, "GET", `/games/${game.id}/state`)).version,
      3,
    );
  });
});
