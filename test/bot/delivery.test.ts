import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import pino from "pino";
import { createDelivery } from "../../bot/delivery/create-delivery.ts";
import { createMemoryPacer, UNPACED } from "../../bot/delivery/pacer.ts";
import { createHeartbeatCheck } from "../../src/messenger/health-checks.ts";
import { NOT_MODIFIED, TOO_MANY_REQUESTS } from "../support/bot-api-rules.ts";
import { type BotHarness, createBotHarness, createRacingBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf, telegramTable } from "../support/telegram-table.ts";
import { telegramUser } from "../support/telegram-updates.ts";

const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");

/** Makes `count` pig moves straight through the core (as the API would), leaving the outbox full. */
async function movePig(h: BotHarness, gameId: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    for (const user of [alice, bob]) {
      const principal = await principalOf(h, user);
      const state = await h.core.games.state(principal, gameId);
      if (state.allowed_actions.length === 0) continue;
      const bank = state.board.kind === "dice-race" && state.board.turn_total >= 10;
      await h.core.games.act(
        principal,
        gameId,
        { action_id: randomUUID(), action_type: bank ? "pass" : "roll_dice" },
        { channel: "web" },
      );
      break;
    }
  }
}

const pending = (h: BotHarness) =>
  h.store.db.selectFrom("outbox").select("id").where("delivered_at", "is", null).execute();

describe("outbox delivery", () => {
  test("a row leased by a crashed worker is delivered by the next one once the lease runs out", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    await movePig(h, table.gameId, 3);
    const crashed = h.core.messenger.openDesk({ owner: "crashed-worker", leaseMs: 60_000 });
    const leased = await crashed.takeNotices(100);
    assert.ok(leased.length >= 3);
    assert.equal(await h.delivery.drain(), 0, "leased rows are not offered while the lease runs");
    h.clock.advance(60_001);
    assert.equal(await h.delivery.drain(), leased.length);
    const game = await h.core.games.findGame(table.gameId);
    assert.match(
      (await boardIn(h, alice.id, table.gameId)).caption ?? "",
      new RegExp(`move ${game.version}\\b`),
    );
    assert.equal((await pending(h)).length, 0);

    // A crash after the edit but before the row was marked delivered: the redelivery edits nothing.
    const edits = h.fake.callsTo("editMessageMedia").length;
    await h.store.db.updateTable("outbox").set({ delivered_at: null, claimed_until: null }).execute();
    await h.delivery.drain();
    assert.equal(h.fake.callsTo("editMessageMedia").length, edits);
  });

  test("two workers on one database never deliver a message version twice", async (t) => {
    const h = await createRacingBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    const second = createDelivery({
      api: h.bot.api,
      core: h.rival,
      logger: pino({ level: "silent" }),
      pacer: createMemoryPacer(UNPACED, h.clock.now),
      workerId: "second-worker",
      batchSize: 2,
    });
    const theirsBefore = h.tries()[1];
    for (let round = 0; round < 4; round++) {
      await movePig(h, table.gameId, 3);
      await Promise.all([h.delivery.drain(), second.drain(), h.delivery.drain(), second.drain()]);
      h.clock.advance(1_000);
      await Promise.all([h.delivery.drain(), second.drain()]);
    }
    assert.equal((await pending(h)).length, 0);
    assert.ok(h.tries()[1] > theirsBefore, "the second worker worked on its own connection");
    const game = await h.core.games.findGame(table.gameId);
    for (const user of [alice, bob]) {
      const edits = h.fake
        .callsTo("editMessageMedia")
        .filter((c) => c.ok && c.params.chat_id === user.id)
        .map((c) => String((c.params.media as { caption: string }).caption).split("\n")[0]);
      assert.equal(new Set(edits).size, edits.length, `chat ${user.id} saw a version twice: ${edits}`);
      assert.match(
        (await boardIn(h, user.id, table.gameId)).caption ?? "",
        new RegExp(`move ${game.version}\\b`),
      );
    }
  });

  test("'message is not modified' counts as done; a deleted message is sent anew", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    const originals = await Promise.all([alice, bob].map((u) => boardIn(h, u.id, table.gameId)));
    await movePig(h, table.gameId, 1);
    h.fake.failNext("editMessageMedia", NOT_MODIFIED);
    await h.delivery.drain();
    assert.equal((await pending(h)).length, 0);
    await movePig(h, table.gameId, 1);
    h.fake.failNext("editMessageMedia", {
      error_code: 400,
      description: "Bad Request: message to edit not found",
    });
    await h.delivery.drain();
    // Both chats' edits run at once in their lanes: either may be the one refused.
    const boards = await Promise.all([alice, bob].map((u) => boardIn(h, u.id, table.gameId)));
    const replaced = boards.filter((b, i) => b.messageId !== originals[i]?.messageId);
    assert.equal(replaced.length, 1, "the deleted message is sent anew; the other is edited");
    for (const board of boards) assert.match(board.caption ?? "", /move 3/);
  });

  test("a chat that blocked the bot is skipped; the others still get their board", async (t) => {
    const h = await createBotHarness(t);
    const session = await h.core.sessions.create(await principalOf(h, alice), {
      max_players: 2,
      channel: "messenger",
    });
    await h.core.sessions.join(await principalOf(h, bob), {
      invite_code: session.invite_code,
      channel: "messenger",
    });
    await h.delivery.drain();
    await h.core.games.start(await principalOf(h, alice), session.id, "pig", {}, "messenger");
    h.fake.refuseChat(alice.id, { error_code: 403, description: "Forbidden: bot was blocked by the user" });
    await h.delivery.drain();
    assert.equal((await pending(h)).length, 0);
    assert.equal(h.fake.messagesIn(alice.id).filter((m) => m.photo).length, 0);
    assert.equal(h.fake.messagesIn(bob.id).filter((m) => m.photo).length, 1);
  });

  test("a 429 holds that chat's lane until retry_after; the edit then lands", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    await movePig(h, table.gameId, 1);
    h.fake.refuseChat(alice.id, TOO_MANY_REQUESTS(1), 1);
    await h.delivery.drain();
    assert.equal(h.fake.callsTo("editMessageMedia").filter((c) => !c.ok).length, 1);
    assert.equal((await pending(h)).length, 1, "the row waits for the held chat");
    assert.match(
      (await boardIn(h, bob.id, table.gameId)).caption ?? "",
      /move 2/,
      "the other chat is not held",
    );
    h.clock.advance(999);
    await h.delivery.drain();
    assert.equal(h.fake.callsTo("editMessageMedia").length, 2, "nothing is sent before retry_after");
    h.clock.advance(1);
    await h.delivery.drain();
    assert.equal((await pending(h)).length, 0);
    for (const user of [alice, bob]) {
      assert.match((await boardIn(h, user.id, table.gameId)).caption ?? "", /move 2/);
    }
  });

  test("each chat's board image is drawn in its language; the render cache and file ids key on it", async (t) => {
    const h = await createBotHarness(t);
    const german = telegramUser(303, "Greta", "de");
    const table = await telegramTable(h, "pig", [alice, german]);
    const game = await h.core.games.findGame(table.gameId);
    const english = (await boardIn(h, alice.id, table.gameId)).photo?.bytes;
    const deutsch = (await boardIn(h, german.id, table.gameId)).photo?.bytes;
    assert.ok(english && deutsch);
    assert.ok(english.equals((await h.core.boards.image(game.id, "png", "en")).bytes));
    assert.ok(deutsch.equals((await h.core.boards.image(game.id, "png", "de")).bytes));
    assert.ok(!english.equals(deutsch));
  });

  test("the worker's heartbeat feeds the outbox_worker health check", async (t) => {
    const h = await createBotHarness(t);
    const check = createHeartbeatCheck(h.core.messenger.lastBeat, h.clock.now, 30_000);
    assert.equal((await check()).status, "fail");
    await h.delivery.drain();
    assert.deepEqual(await check(), { status: "ok" });
    h.clock.advance(31_000);
    assert.deepEqual(await check(), { status: "fail", detail: "last heartbeat 31 s ago" });
  });
});
