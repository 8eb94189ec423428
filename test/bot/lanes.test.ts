import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import { describe, test } from "node:test";
import { GrammyError } from "grammy";
import pino from "pino";
import { createDelivery } from "../../bot/delivery/create-delivery.ts";
import { createLanes } from "../../bot/delivery/lanes.ts";
import { createMemoryPacer, TELEGRAM_PACE, UNPACED } from "../../bot/delivery/pacer.ts";
import { type BotHarness, createBotHarness } from "../support/bot-harness.ts";
import { boardIn, principalOf, telegramTable } from "../support/telegram-table.ts";
import { dataOf, telegramUser } from "../support/telegram-updates.ts";
import { createTestClock } from "../support/test-app.ts";

const silent = pino({ level: "silent" });
const alice = telegramUser(101, "Alice");
const bob = telegramUser(202, "Bob");

const tooManyRequests = (seconds: number) =>
  new GrammyError(
    "Call to 'editMessageMedia' failed!",
    {
      ok: false,
      error_code: 429,
      description: `Too Many Requests: retry after ${seconds}`,
      parameters: { retry_after: seconds },
    },
    "editMessageMedia",
    {},
  );

/** One pig move by whoever may move, straight through the core. */
async function movePig(h: BotHarness, gameId: string): Promise<void> {
  for (const user of [alice, bob]) {
    const principal = await principalOf(h, user);
    const state = await h.core.games.state(principal, gameId);
    if (state.allowed_actions.length === 0) continue;
    await h.core.games.act(
      principal,
      gameId,
      { action_id: randomUUID(), action_type: "roll_dice" },
      { channel: "web" },
    );
    return;
  }
}

/** The move numbers a chat's board was edited to, in order. */
const editedVersions = (h: BotHarness, chatId: number) =>
  h.fake
    .callsTo("editMessageMedia")
    .filter((c) => c.ok && c.params.chat_id === chatId)
    .map((c) => /move (\d+)/.exec(String((c.params.media as { caption: string }).caption))?.[1]);

describe("chat lanes", () => {
  test("a chat under a 429 and a group at its 20/min limit hold back no other chat", async () => {
    const clock = createTestClock(0);
    const pacer = createMemoryPacer(TELEGRAM_PACE, clock.now);
    for (let i = 0; i < 20; i++) {
      assert.equal(await pacer.tryTake("-100"), 0);
      clock.advance(1000);
    }
    const lanes = createLanes({ pacer, now: clock.now, logger: silent, concurrency: 4 });
    const ran: string[] = [];
    let refuse = true;
    const job = (chatId: string) => ({
      chatId,
      async run() {
        if (chatId === "1" && refuse) {
          refuse = false;
          throw tooManyRequests(3);
        }
        ran.push(chatId);
      },
    });
    const done = ["1", "-100", "2", "3"].map((chatId) => lanes.submit(job(chatId)));
    await lanes.drain();
    assert.deepEqual(ran.sort(), ["2", "3"], "the private chats went out; the held ones wait");
    assert.equal(await lanes.delayOf("1"), 3000);
    assert.equal(await lanes.delayOf("-100"), 40_000, "the group waits for its minute window");
    clock.advance(3000);
    await lanes.drain();
    assert.deepEqual(ran.sort(), ["1", "2", "3"]);
    clock.advance(37_000);
    await lanes.drain();
    assert.deepEqual(ran.sort(), ["-100", "1", "2", "3"]);
    await Promise.all(done);
    assert.equal(lanes.size, 0);
  });

  test("lanes take turns: a chat with many jobs does not go before another chat's first", async () => {
    const clock = createTestClock(0);
    const lanes = createLanes({
      pacer: createMemoryPacer(UNPACED, clock.now),
      now: clock.now,
      logger: silent,
      concurrency: 1,
    });
    const ran: string[] = [];
    const job = (chatId: string, name: string) => ({
      chatId,
      run: async () => {
        ran.push(name);
      },
    });
    const done = [
      lanes.submit(job("busy", "b1")),
      lanes.submit(job("busy", "b2")),
      lanes.submit(job("busy", "b3")),
      lanes.submit(job("quiet", "q1")),
    ];
    await lanes.drain();
    await Promise.all(done);
    assert.deepEqual(ran, ["b1", "q1", "b2", "b3"]);
  });

  test("waiting versions of a board collapse: only the newest is sent, and no version twice", async (t) => {
    const h = await createBotHarness(t, { throttle: TELEGRAM_PACE });
    h.fake.enforceLimits(h.clock.now);
    const table = await telegramTable(h, "pig", [alice, bob]);
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 3; i++) {
        await movePig(h, table.gameId);
        h.clock.advance(150);
        await h.delivery.drain();
      }
    }
    h.clock.advance(1000);
    await h.delivery.drain();
    const game = await h.core.games.findGame(table.gameId);
    assert.equal(h.fake.rateLimited().length, 0, "the pacer kept every chat within Telegram's limits");
    for (const user of [alice, bob]) {
      const versions = editedVersions(h, user.id);
      assert.equal(
        new Set(versions).size,
        versions.length,
        `chat ${user.id} got a version twice: ${versions}`,
      );
      assert.ok(versions.length < game.version - 1, `fewer edits (${versions.length}) than moves`);
      assert.match(
        (await boardIn(h, user.id, table.gameId)).caption ?? "",
        new RegExp(`move ${game.version}\\b`),
      );
    }
  });

  test("a hold toggle is answered at once; when the chat's pace holds the edit back, the answer says so", async (t) => {
    const h = await createBotHarness(t, { throttle: TELEGRAM_PACE });
    h.fake.enforceLimits(h.clock.now);
    const table = await telegramTable(h, "yacht", [alice, bob]);
    h.clock.advance(1000);
    await h.delivery.drain();
    h.clock.advance(1000);
    const first = await boardIn(h, alice.id, table.gameId);
    await h.send(h.updates.pressLabel(alice, alice.id, first.messageId, "🎲 Roll"));
    await h.delivery.drain();
    const rolled = await boardIn(h, alice.id, table.gameId);
    const die = dataOf(rolled.replyMarkup?.inline_keyboard[0]?.[2]);
    await h.send(h.updates.press(alice, alice.id, rolled.messageId, die));
    assert.equal(h.fake.callsTo("answerCallbackQuery").at(-1)?.params.text, "Keeping: 3 · board in 1 s");
    assert.equal(h.fake.callsTo("editMessageReplyMarkup").length, 0, "the edit waits for the chat's pace");
    h.clock.advance(1000);
    await h.delivery.drain();
    assert.match(
      (await boardIn(h, alice.id, table.gameId)).replyMarkup?.inline_keyboard[0]?.[2]?.text ?? "",
      /🔒/,
    );
    assert.equal(h.fake.rateLimited().length, 0);
  });

  test("a restarted worker takes its own dead leases back at once; another's come back within 5 s", async (t) => {
    const h = await createBotHarness(t);
    const table = await telegramTable(h, "pig", [alice, bob]);
    const restart = async (workerId: string) => {
      const worker = createDelivery({
        api: h.bot.api,
        core: h.core,
        logger: silent,
        pacer: createMemoryPacer(UNPACED, h.clock.now),
        workerId,
      });
      t.after(() => worker.stop());
      return worker;
    };
    // kill -9 in the middle of an edit: the rows and Alice's message stay leased to the dead worker.
    const crash = async (dead: string) => {
      await movePig(h, table.gameId);
      const desk = h.core.messenger.openDesk({ owner: dead });
      assert.ok((await desk.takeNotices(100)).length > 0);
      const target = { chatId: String(alice.id), gameId: table.gameId, sessionId: table.sessionId };
      assert.ok(await desk.leaseBoard({ ...target, viewer: { mover: true } }));
    };
    const current = async () => {
      const game = await h.core.games.findGame(table.gameId);
      const captions = await Promise.all(
        [alice, bob].map(async (u) => (await boardIn(h, u.id, table.gameId)).caption ?? ""),
      );
      return captions.every((c) => new RegExp(`move ${game.version}\\b`).test(c));
    };
    await crash("host-a:1");
    await (await restart("host-a:1")).drain();
    assert.equal(await current(), true, "the same worker, restarted, recovers at once");

    await crash("host-b:1");
    const other = await restart("host-c:1");
    await other.drain();
    assert.equal(await current(), false, "another worker's leases still run");
    h.clock.advance(5_000);
    await other.drain();
    assert.equal(await current(), true, "within 5 s every chat shows the current board");
  });
});
