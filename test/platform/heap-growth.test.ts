import assert from "node:assert/strict";
import { test } from "node:test";
import { startWithSmallYoungGeneration } from "../../platform/heap-growth.ts";

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
