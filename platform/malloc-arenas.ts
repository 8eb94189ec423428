/** glibc's malloc arenas for a long-running process: the main thread's and one that every other thread shares. */
export const MALLOC_ARENAS = "2";

/** How a process replaces itself (`process.execve`, absent before Node 22.15: null). */
type Execve = (file: string, args: readonly string[], env: NodeJS.ProcessEnv) => never;

/**
 * Runs this process again, in place (same pid, same arguments and Node
 * flags), with MALLOC_ARENA_MAX=2 when the environment does not set it.
 * glibc gives each thread that allocates an arena of its own (up to 8 per
 * core): V8's 4 worker threads keep about 5 MB of freed compiler and collector
 * memory in theirs after start. glibc reads the variable only when the process
 * starts, so it cannot be set from inside; any value already set (the
 * Dockerfile's, or an operator's) is kept, and nothing happens elsewhere than
 * Linux.
 */
export function execWithFewMallocArenas(
  env: NodeJS.ProcessEnv = process.env,
  execve: Execve | null = process.execve ?? null,
): void {
  if (env.MALLOC_ARENA_MAX !== undefined || process.platform !== "linux" || execve === null) return;
  execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...env,
    MALLOC_ARENA_MAX: MALLOC_ARENAS,
  });
}
