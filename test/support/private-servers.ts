import { execFileSync, spawn } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./ports.ts";

/** A database or Redis server of one test's own, which the test may stop and start again. */
export interface PrivateServer {
  readonly url: string;
  /** Stops the server the way an outage would (fast shutdown, connections cut). */
  stop(): Promise<void>;
  /** Starts it again on the same port, with the same data. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  destroy(): Promise<void>;
}

function postgresBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  return version && existsSync(join(root, version, "bin", "pg_ctl")) ? join(root, version, "bin") : undefined;
}

/**
 * True when Debian's PostgreSQL and Redis server programs are installed
 * (`.ci/run` installs them). Otherwise the test is skipped with how to get
 * them, or fails in CI's server pass (REQUIRE_SERVERS=1).
 */
export function requirePrivateServers(t: { skip(message: string): void }): boolean {
  if (postgresBin() !== undefined && existsSync("/usr/bin/redis-server")) return true;
  const how = "apt-get install postgresql redis-server to run this test";
  if (process.env.REQUIRE_SERVERS === "1") throw new Error(`CI must run this test: ${how}`);
  t.skip(how);
  return false;
}

/**
 * A PostgreSQL cluster of its own (initdb in a temp folder, trust auth on
 * loopback), so a test can restart it without touching the shared server.
 * PostgreSQL refuses to run as root, so as root it runs as `postgres`.
 */
export async function startPrivatePostgres(): Promise<PrivateServer> {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL's programs are not installed (apt-get install postgresql)");
  const dir = mkdtempSync(join(tmpdir(), "private-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString());
    chownSync(dir, uid, gid);
  }
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, program), ...args], { stdio: "ignore" })
      : execFileSync(join(bin, program), args, { stdio: "ignore" });
  const data = join(dir, "data");
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync"]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => {
    run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "start"]);
  };
  const stop = async () => {
    run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A redis-server of its own on a free port, without persistence. */
export async function startPrivateRedis(): Promise<PrivateServer> {
  const port = await freePort();
  let exited: Promise<unknown> = Promise.resolve();
  let kill = () => {};
  const start = async () => {
    const child = spawn("redis-server", ["--port", String(port), "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    exited = new Promise((r) => child.once("exit", r));
    kill = () => child.kill("SIGKILL");
    await new Promise<void>((resolve, reject) => {
      let seen = "";
      child.stdout.on("data", (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes("Ready to accept connections")) resolve();
      });
      child.once("exit", () => reject(new Error(`redis-server on port ${port} exited: ${seen}`)));
    });
    child.stdout.resume();
  };
  const stop = async () => {
    kill();
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, destroy: stop };
}
