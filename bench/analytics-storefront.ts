import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../test/storefront/free-port.ts";
import { BENCH_LIMITS } from "../test/support/api-process.ts";

interface RunningStorefront {
  readonly analytics: string;
  readonly admin: string;
  readonly dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `storefront/main.ts` on free ports over a temp data dir, like
 * test/support/api-process.ts does for the API: on SQLite files unless `env` sets DATABASE_URL.
 */
export async function startStorefront(
  env: Record<string, string> = {},
  prepare?: (dataDir: string) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), "analytics-bench-"));
  await prepare?.(dataDir);
  const [analyticsPort, adminPort] = [await freePort(), await freePort()];
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "storefront/main.ts", "--service", "analytics,admin"],
    {
      env: {
        ...inherited,
        ...BENCH_LIMITS,
        DATA_DIR: dataDir,
        ANALYTICS_PORT: String(analyticsPort),
        ADMIN_PORT: String(adminPort),
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const running: RunningStorefront = {
    analytics: `http://127.0.0.1:${analyticsPort}`,
    admin: `http://127.0.0.1:${adminPort}`,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  for (const url of [
    `${running.analytics}/api/analytics/health/`,
    `${running.admin}/api/admin/ops/health/`,
  ]) {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(url)).ok) break;
      } catch {
        if (i > 300) throw new Error(`${url} never answered`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }
  return running;
}
