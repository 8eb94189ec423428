import assert from "node:assert/strict";
import { test } from "node:test";
import type { LiarsDiceState } from "../../src/games/liars-dice/liars-dice-state.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { storedGame } from "../support/game-audit.ts";
import { boardIn } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, groupChat, telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");
const carol = telegramUser(303, "Carol");
const group = groupChat(-100888);
const WRITES = [
  "sendMessage",
  "sendPhoto",
  "editMessageMedia",
  "editMessageCaption",
  "editMessageText",
  "editMessageReplyMarkup",
];

test("liar's dice in a group: the dice never reach the group, and 🎲 My dice tells only the presser theirs", async (t) => {
  const h = await createBotHarness(t);
  await h.send(h.updates.command(alice, group, "/new@dice_table_bot"));
  await h.send(h.updates.pressLabel(alice, group.id, h.fake.lastBotMessage(group.id)?.messageId ?? 0, "2"));
  await h.send(
    h.updates.pressLabel(alice, group.id, h.fake.lastBotMessage(group.id)?.messageId ?? 0, "No limit"),
  );
  const invite = h.fake.lastBotMessage(group.id)?.messageId ?? 0;
  await h.send(h.updates.pressLabel(bob, group.id, invite, "✋ Join"));
  await h.send(h.updates.pressLabel(alice, group.id, invite, "🎮 Pick a game"));
  await h.send(
    h.updates.pressLabel(alice, group.id, h.fake.lastBotMessage(group.id)?.messageId ?? 0, /^Liar's Dice/),
  );
  await h.delivery.drain();
  const gameId = (await h.core.sessions.findByChat(String(group.id)))?.current_game_id ?? "";
  const cupsNow = async () => (JSON.parse((await storedGame(h.store, gameId)).state) as LiarsDiceState).cups;
  const seen: number[][] = [];
  const remember = async () => seen.push(...(await cupsNow()).map((cup) => [...cup]));
  await remember();

  const peek = async (user: typeof alice) => {
    const board = await boardIn(h, group.id, gameId);
    const button = buttonsOf(h.fake, group.id, board.messageId).find((b) => b.text === "🎲 My dice");
    assert.ok(button, "every board has the private button");
    await h.send(h.updates.press(user, group.id, board.messageId, dataOf(button)));
    return h.fake.callsTo("answerCallbackQuery").at(-1)?.params;
  };
  const [aliceCup, bobCup] = (await cupsNow()) as [number[], number[]];
  const answer = await peek(alice);
  assert.deepEqual([answer?.text, answer?.show_alert], [`Your dice: ${aliceCup.join(" ")}`, true]);
  assert.equal((await peek(bob))?.text, `Your dice: ${bobCup.join(" ")}`);
  assert.match(String((await peek(carol))?.text), /You are not in this session/);

  // Alice bids with the first raise button, Bob calls; a new round is dealt.
  let board = await boardIn(h, group.id, gameId);
  const first = board.replyMarkup?.inline_keyboard[0]?.[0];
  await h.send(h.updates.press(alice, group.id, board.messageId, dataOf(first)));
  await h.delivery.drain();
  board = await boardIn(h, group.id, gameId);
  assert.match(board.caption ?? "", /Bid: /);
  const liar = buttonsOf(h.fake, group.id, board.messageId).find((b) => b.text === "🤥 Liar!");
  await h.send(h.updates.press(bob, group.id, board.messageId, dataOf(liar)));
  await h.delivery.drain();
  await remember();
  assert.match((await boardIn(h, group.id, gameId)).caption ?? "", /Last call on /);
  const [aliceNext] = (await cupsNow()) as [number[]];
  assert.equal((await peek(alice))?.text, `Your dice: ${aliceNext.join(" ")}`);

  const toGroup = WRITES.flatMap((method) => h.fake.callsTo(method)).filter(
    (call) => Number(call.params.chat_id) === group.id,
  );
  assert.ok(toGroup.length >= 3);
  for (const call of toGroup) {
    const text = JSON.stringify(call.params);
    assert.ok(!text.includes("Your dice"), `${call.method} to the group names someone's dice`);
    for (const cup of seen.filter((c) => c.length === 5))
      assert.ok(!text.includes(cup.join(" ")), `${call.method} to the group shows ${cup.join(" ")}`);
  }
});
