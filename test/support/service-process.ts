import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BENCH_LIMITS } from "./api-process.ts";
import { redisNamespaceOf } from "./redis-namespace.ts";

/** A compiled process entry (`dist/…/main.js`) a test starts, kills and starts again. */
export interface ServiceProcess {
  readonly name: string;
  /** Exits nobody asked for, as "name: code N" or "name: SIGNAL", with the end of its output. */
  readonly crashes: readonly string[];
  /** SIGKILL, then waits for the exit: a crash, nothing flushed. */
  kill(): Promise<void>;
  /** Starts it again with the same environment (so on the same ports) and waits until it is ready. */
  start(): Promise<void>;
  /** SIGTERM, then waits for the exit; removes its data folder. */
  stop(): Promise<void>;
}

export interface ServiceProcessOptions {
  readonly name: string;
  /** The entry and its arguments, e.g. ["dist/api/main.js"]. */
  readonly args: readonly string[];
  readonly env: Readonly<Record<string, string>>;
  /** True once the process serves (polled every 50 ms, for at most 30 s). */
  ready(): Promise<boolean>;
}

/**
 * Spawns a compiled process entry over a data folder of its own and keeps it
 * for the test: it records every exit the test did not cause (a process that
 * dies of an engine fault), with the tail of what it printed.
 */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const dir = mkdtempSync(join(tmpdir(), `${options.name}-`));
  const crashes: string[] = [];
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> = Promise.resolve();
  let expected = false;

  async function start(): Promise<void> {
    expected = false;
    let tail = "";
    const own = spawn(process.execPath, [...options.args], {
      env: {
        ...process.env,
        ...BENCH_LIMITS,
        DATA_DIR: dir,
        LOG_LEVEL: "warn",
        REDIS_NAMESPACE: redisNamespaceOf(
          options.env.DATABASE_URL ?? options.env.DATABASE_FILE ?? options.env.DATA_DIR ?? dir,
        ),
        ...options.env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const keep = (chunk: Buffer) => {
      tail = (tail + chunk.toString()).slice(-4000);
    };
    own.stdout?.on("data", keep);
    own.stderr?.on("data", keep);
    exited = new Promise((resolve) =>
      own.once("exit", (code, signal) => {
        if (!expected) crashes.push(`${options.name}: ${signal ?? `code ${code}`}\n${tail}`);
        resolve(undefined);
      }),
    );
    child = own;
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline && own.exitCode === null) {
      if (await options.ready().catch(() => false)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${options.name} never became ready:\n${tail}`);
  }

  async function end(signal: NodeJS.Signals): Promise<void> {
    expected = true;
    if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  }

  await start();
  return {
    name: options.name,
    crashes,
    kill: () => end("SIGKILL"),
    start,
    async stop() {
      await end("SIGTERM");
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
