import assert from "node:assert/strict";
import { test } from "node:test";
import { setImmediate as nextTurn } from "node:timers/promises";
import { capYoungGeneration, startWithSmallYoungGeneration } from "../../platform/heap-growth.ts";

test("a process loads with the young generation held at its first size, and V8's growth comes back after its start, even when the start fails", async () => {
  const flags: string[] = [];
  const setFlags = (flag: string) => flags.push(flag);
  await startWithSmallYoungGeneration(async () => flags.push("load"), setFlags);
  assert.deepEqual(flags, ["--semi-space-growth-factor=1", "load", "--semi-space-growth-factor=2"]);

  flags.length = 0;
  await assert.rejects(
    startWithSmallYoungGeneration(async () => {
      throw new Error("bad config");
    }, setFlags),
    /bad config/,
  );
  assert.deepEqual(flags, ["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
});

/** Allocates garbage a turn at a time until `done`, so that V8 collects and the observers hear of it. */
async function collectUntil(done: () => boolean): Promise<void> {
  let garbage: number[][] = [];
  while (!done()) {
    garbage = Array.from({ length: 10_000 }, (_, i) => [i, i + 1]);
    await nextTurn(garbage.length);
  }
}

test("the young generation stops growing once one more doubling would pass its cap, and grows again once V8 shrinks it", async () => {
  const flags: string[] = [];
  const sizesMb = [4, 8, 16, 16, 4];
  let seen = 0;
  const young = () => (sizesMb[Math.min(seen++, sizesMb.length - 1)] ?? 0) * 1024 * 1024;
  const stop = capYoungGeneration(16, (flag) => flags.push(flag), young);
  try {
    await collectUntil(() => seen > sizesMb.length);
  } finally {
    stop();
  }
  assert.deepEqual(flags, ["--semi-space-growth-factor=1", "--semi-space-growth-factor=2"]);
});

test("a cap of 0 leaves V8's young generation alone", async () => {
  const flags: string[] = [];
  const stop = capYoungGeneration(
    0,
    (flag) => flags.push(flag),
    () => 64 * 1024 * 1024,
  );
  stop();
  assert.deepEqual(flags, []);
});
