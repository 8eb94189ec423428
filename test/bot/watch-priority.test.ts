import assert from "node:assert/strict";
import { describe, test } from "node:test";
import pino from "pino";
import { createLanes } from "../../bot/delivery/lanes.ts";
import { createMemoryPacer, TELEGRAM_PACE } from "../../bot/delivery/pacer.ts";
import { createTestClock } from "../support/test-app.ts";

const silent = pino({ level: "silent" });

describe("watched games in the lanes", () => {
  test("a played game's message is sent before a pending TV edit, in its own chat and across chats", async () => {
    const clock = createTestClock(0);
    const pacer = createMemoryPacer(TELEGRAM_PACE, clock.now);
    assert.equal(await pacer.tryTake("7"), 0, "chat 7 has just been written: its next write waits a second");
    const lanes = createLanes({ pacer, now: clock.now, logger: silent, concurrency: 1 });
    const sent: string[] = [];
    const job = (chatId: string, name: string, watch: boolean, until?: Promise<void>) => ({
      chatId,
      key: name,
      watch,
      run: async () => {
        await until;
        sent.push(name);
      },
    });
    let release = () => {};
    const busy = new Promise<void>((resolve) => {
      release = resolve;
    });
    const done = [
      lanes.submit(job("1", "played in 1", false, busy)),
      lanes.submit(job("7", "tv in 7", true)),
      lanes.submit(job("8", "tv in 8", true)),
      lanes.submit(job("7", "played in 7", false)),
      lanes.submit(job("9", "played in 9", false)),
    ];
    release();
    await lanes.drain();
    assert.deepEqual(
      sent,
      ["played in 1", "played in 9", "tv in 8"],
      "the played game went first though its job came last; the TV took what was left",
    );
    clock.advance(1000);
    await lanes.drain();
    assert.deepEqual(sent.slice(3), ["played in 7"], "in chat 7 the played board overtook the TV edit");
    clock.advance(1000);
    await lanes.drain();
    await Promise.all(done);
    assert.deepEqual(sent.slice(4), ["tv in 7"]);
  });

  test("TV edits fill half of a group's minute and of the bot's second; played games keep the rest", async () => {
    const clock = createTestClock(0);
    const pacer = createMemoryPacer(TELEGRAM_PACE, clock.now);
    for (let i = 0; i < 10; i++) {
      assert.equal(await pacer.tryTake("-100", 0.5), 0);
      clock.advance(1000);
    }
    assert.ok((await pacer.tryTake("-100", 0.5)) > 0, "an 11th TV edit in the minute waits");
    assert.equal(await pacer.tryTake("-100"), 0, "the group's own game is written at once");
    clock.advance(1000);
    for (let chat = 0; chat < 15; chat++) assert.equal(await pacer.tryTake(`tv${chat}`, 0.5), 0);
    assert.ok((await pacer.tryTake("tv15", 0.5)) > 0, "a 16th TV edit in the second waits");
    assert.equal(await pacer.tryTake("played"), 0, "a played board still goes out in that second");
  });
});
