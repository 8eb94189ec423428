import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { redisNamespaceOf } from "./redis-namespace.ts";

export interface RunningServer {
  readonly url: string;
  readonly pid: number;
  /** Milliseconds from spawning the process to its first 200 on /health/live. */
  readonly startupMs: number;
  /** Resident set size of the server process, in MB. */
  rssMb(): number;
  /** SIGTERM, then waits for the exit (a graceful shutdown). */
  stop(): Promise<void>;
  /** SIGKILL, then waits for the exit: a crash, nothing flushed. */
  kill(): Promise<void>;
}

/** One load generator is one address and a few principals: benches measure the service, not its rate limits. */
export const BENCH_LIMITS = {
  RATE_LIMIT_AUTH_MAX: "1000000",
  RATE_LIMIT_ACTIONS_MAX: "1000000",
  RATE_LIMIT_ADDRESS_MAX: "1000000",
  // A bench opens hundreds of tables from a few hosts.
  TABLES_PER_HOUR_MAX: "0",
  // Sign-ins are counted up front per address: a bench's buyers all sign in at once from 127.0.0.1.
  LOGIN_MAX_FAILURES: "1000",
};

/**
 * Starts the real API process, compiled as `npm start` runs it
 * (`dist/api/main.js`, built first by `npm run build`), on `port` over a
 * fresh data folder (so a fresh SQLite file unless `env` sets DATABASE_URL).
 * Throws when it never answers `/health/live`.
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string> = {},
  nodeArgs: readonly string[] = [],
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), "api-process-"));
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, "dist/api/main.js"], {
    env: {
      ...process.env,
      ...BENCH_LIMITS,
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: "warn",
      REDIS_NAMESPACE: redisNamespaceOf(env.DATABASE_URL ?? env.DATABASE_FILE ?? env.DATA_DIR ?? dir),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise((r) => child.once("exit", r));
  const url = `http://127.0.0.1:${port}`;
  let startupMs = Number.NaN;
  // Generous: migrations run first, and CI machines are busy.
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      const res = await fetch(`${url}/api/v1/health/live`);
      if (res.ok) {
        startupMs = performance.now() - started;
        break;
      }
    } catch {
      await new Promise((r) => setTimeout(r, 5));
    }
  }
  if (Number.isNaN(startupMs)) {
    child.kill("SIGKILL");
    await exited;
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the API process on port ${port} never answered /health/live`);
  }
  const pid = child.pid as number;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return {
    url,
    pid,
    startupMs,
    rssMb() {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      return match ? Number(match[1]) / 1024 : Number.NaN;
    },
    stop: () => end("SIGTERM"),
    kill: () => end("SIGKILL"),
  };
}
