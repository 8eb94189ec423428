import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { test } from "node:test";
import { TOO_MANY_REQUESTS } from "../support/bot-api-rules.ts";
import { createBotHarness } from "../support/bot-harness.ts";
import { seriesValue } from "../support/metrics-text.ts";
import { boardIn, principalOf, telegramTable } from "../support/telegram-table.ts";
import { buttonsOf, dataOf, telegramUser } from "../support/telegram-updates.ts";
import { TEST_DATABASE_URL } from "../support/test-store.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");

test("after bot traffic /metrics holds the Telegram, lane, outbox and database series", async (t) => {
  const h = await createBotHarness(t);
  const scrape = async () => (await h.app.inject({ method: "GET", url: "/metrics" })).body;
  const table = await telegramTable(h, "pig", [alice, bob]);
  let text = await scrape();
  assert.ok((seriesValue(text, 'telegram_requests_total{method="sendPhoto",code="200"}') ?? 0) >= 2);
  assert.equal(seriesValue(text, "outbox_pending"), 0);
  const engine = TEST_DATABASE_URL ? "postgres" : "sqlite";
  assert.ok((seriesValue(text, `db_transaction_duration_seconds_count{engine="${engine}"}`) ?? 0) > 0);

  const principal = await principalOf(h, alice);
  await h.core.games.act(
    principal,
    table.gameId,
    { action_id: randomUUID(), action_type: "roll_dice" },
    { channel: "web" },
  );
  h.clock.advance(5_000);
  text = await scrape();
  assert.equal(seriesValue(text, "outbox_pending"), 1);
  assert.equal(seriesValue(text, "outbox_oldest_age_seconds"), 5);

  h.fake.refuseChat(alice.id, TOO_MANY_REQUESTS(1), 1);
  await h.delivery.drain();
  text = await scrape();
  assert.equal(seriesValue(text, 'telegram_requests_total{method="editMessageMedia",code="429"}'), 1);
  assert.equal(seriesValue(text, 'telegram_requests_total{method="editMessageMedia",code="200"}'), 1);
  assert.equal(seriesValue(text, "bot_lane_waiting_chats"), 1, "alice's lane waits out retry_after");
  assert.equal(seriesValue(text, "outbox_pending"), 1);

  h.clock.advance(1_000);
  await h.delivery.drain();
  text = await scrape();
  assert.equal(seriesValue(text, "bot_lane_waiting_chats"), 0);
  assert.equal(seriesValue(text, "outbox_pending"), 0);
  assert.equal(seriesValue(text, "outbox_oldest_age_seconds"), 0);
});

test("a move pressed on a Telegram board counts in game_actions_total, as moves through the API do", async (t) => {
  const h = await createBotHarness(t);
  const scrape = async () => (await h.app.inject({ method: "GET", url: "/metrics" })).body;
  const applied = 'game_actions_total{plugin_id="pig",outcome="applied"}';
  const timed = 'game_action_duration_seconds_count{plugin_id="pig"}';
  const table = await telegramTable(h, "pig", [alice, bob]);
  const before = await scrape();
  const board = await boardIn(h, alice.id, table.gameId);
  const roll = buttonsOf(h.fake, alice.id, board.messageId).find((b) => b.text === "🎲 Roll");
  await h.send(h.updates.press(alice, alice.id, board.messageId, dataOf(roll)));
  assert.equal((await h.core.games.findGame(table.gameId)).version, 2, "the press applied the roll");
  const after = await scrape();
  assert.equal(seriesValue(after, applied), (seriesValue(before, applied) ?? 0) + 1);
  assert.equal(seriesValue(after, timed), (seriesValue(before, timed) ?? 0) + 1);
});
