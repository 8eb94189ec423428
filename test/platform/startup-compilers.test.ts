import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { startWithoutOptimizingCompilers } from "../../platform/startup-compilers.ts";

test("a process loads with Maglev and Turbofan off and gets them back after its start, even when the start fails", async () => {
  const flags: string[] = [];
  const setFlags = (flag: string) => flags.push(flag);
  await startWithoutOptimizingCompilers(async () => flags.push("load"), setFlags, "");
  assert.deepEqual(flags, ["--no-maglev --no-turbofan", "load", "--maglev --turbofan"]);

  flags.length = 0;
  const failing = async () => {
    throw new Error("bad config");
  };
  await assert.rejects(startWithoutOptimizingCompilers(failing, setFlags, ""), /bad config/);
  assert.deepEqual(flags, ["--no-maglev --no-turbofan", "--maglev --turbofan"]);
});

test("a process started with its own compiler flags keeps them", async () => {
  const flags: string[] = [];
  for (const own of ["--no-opt", "--jitless", "--max-old-space-size=96 --turbofan", "--no-maglev"]) {
    await startWithoutOptimizingCompilers(
      async () => flags.push(own),
      (f) => flags.push(f),
      own,
    );
  }
  assert.deepEqual(flags, ["--no-opt", "--jitless", "--max-old-space-size=96 --turbofan", "--no-maglev"]);
});

test("a function that gets hot after the start is optimized, one hot while loading only after it", () => {
  const module = pathToFileURL("platform/startup-compilers.ts").href;
  const script = `
    import { startWithoutOptimizingCompilers } from ${JSON.stringify(module)};
    const hot = (a) => a.reduce((s, x) => s + x * 2, 0);
    const list = Array.from({ length: 1000 }, (_, i) => i);
    const run = () => { for (let i = 0; i < 20000; i++) hot(list); };
    const optimized = () => (%GetOptimizationStatus(hot) & 16) !== 0;
    let whileLoading;
    await startWithoutOptimizingCompilers(async () => { run(); whileLoading = optimized(); });
    run();
    console.log(JSON.stringify({ whileLoading, after: optimized() }));`;
  const child = spawnSync(
    process.execPath,
    // Compiled on the main thread, so a busy machine cannot leave the optimization still queued.
    [
      "--import",
      "tsx",
      "--allow-natives-syntax",
      "--no-concurrent-recompilation",
      "--input-type=module",
      "-e",
      script,
    ],
    { encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } },
  );
  assert.equal(child.status, 0, child.stderr);
  assert.deepEqual(JSON.parse(child.stdout), { whileLoading: false, after: true });
});
