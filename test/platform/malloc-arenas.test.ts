import assert from "node:assert/strict";
import { test } from "node:test";
import { execWithFewMallocArenas } from "../../platform/malloc-arenas.ts";

/** An execve that records its call and stops there, as the real one never returns. */
function recordingExecve() {
  const calls: { file: string; args: readonly string[]; env: NodeJS.ProcessEnv }[] = [];
  const execve = (file: string, args: readonly string[], env: NodeJS.ProcessEnv): never => {
    calls.push({ file, args, env });
    throw new Error("replaced");
  };
  return { calls, execve };
}

test("without MALLOC_ARENA_MAX the process runs itself again with the same arguments, its environment and 2 arenas", () => {
  const { calls, execve } = recordingExecve();
  assert.throws(() => execWithFewMallocArenas({ PORT: "3000" }, execve), /replaced/);
  assert.deepEqual(calls, [
    {
      file: process.execPath,
      args: [process.execPath, ...process.execArgv, ...process.argv.slice(1)],
      env: { PORT: "3000", MALLOC_ARENA_MAX: "2" },
    },
  ]);
});

test("a MALLOC_ARENA_MAX already set is kept, and a Node without execve starts as it is", () => {
  const { calls, execve } = recordingExecve();
  execWithFewMallocArenas({ MALLOC_ARENA_MAX: "8" }, execve);
  execWithFewMallocArenas({}, null);
  assert.deepEqual(calls, []);
});
