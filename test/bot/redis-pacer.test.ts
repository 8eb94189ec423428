import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { test } from "node:test";
import { TELEGRAM_PACE } from "../../bot/delivery/pacer.ts";
import { createRedisPacer } from "../../bot/delivery/redis-pacer.ts";
import { createTestClock } from "../support/test-app.ts";
import { requireServer } from "../support/test-store.ts";

test("two processes of one bot share its pace through Redis: per chat, per group, 429s and overall", async (t) => {
  if (!requireServer(t, "REDIS_URL")) return;
  const url = process.env.REDIS_URL as string;
  // A bot id of its own, so parallel test runs never share keys.
  const token = `${randomBytes(6).readUIntBE(0, 6)}:pacer-test`;
  const clock = createTestClock(1_000_000);
  const [a, b] = [0, 1].map(() => createRedisPacer(url, token, TELEGRAM_PACE, clock.now)) as [
    ReturnType<typeof createRedisPacer>,
    ReturnType<typeof createRedisPacer>,
  ];
  t.after(() => Promise.all([a.close(), b.close()]));

  assert.equal(await a.tryTake("7"), 0);
  assert.equal(await b.tryTake("7"), 1000, "the other process sees the chat's slot taken");
  assert.equal(await b.tryTake("8"), 0, "another chat is free");
  assert.equal(await b.reserve("7"), 1000, "a reservation books the next slot");
  assert.equal(await a.tryTake("7"), 2000);

  await a.hold("9", 3000);
  assert.equal(await b.tryTake("9"), 3000, "a 429 in one process holds the chat in the other");

  for (let i = 0; i < 20; i++) {
    assert.equal(await (i % 2 ? a : b).tryTake("-100"), 0);
    clock.advance(1000);
  }
  assert.equal(await a.tryTake("-100"), 40_000, "the 21st group write waits for the minute window");

  clock.advance(60_000);
  let taken = 0;
  for (let chat = 0; chat < 40; chat++) if ((await (chat % 2 ? a : b).tryTake(`p${chat}`)) === 0) taken++;
  assert.equal(taken, 30, "30 writes a second over all chats");
});
