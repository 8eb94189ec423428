import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, describe, type TestContext, test } from "node:test";
import { assertBuilt } from "../support/built.ts";
import { freePort } from "../support/ports.ts";
import { redisNamespaceOf } from "../support/redis-namespace.ts";

/**
 * Runs a compiled `dist/…js` entry, as `npm start` does (a third of the
 * start-up CPU of the TypeScript through tsx); a process the test leaves
 * running (a failed assertion) is killed after it, so it cannot lead jobs for
 * the tests that follow.
 */
function run(t: TestContext, entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      REDIS_NAMESPACE: redisNamespaceOf(entry + env.DATA_DIR),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d;
  });
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  t.after(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });
  return { child, exited, output: () => ({ stdout, stderr }) };
}

/** Polls `url` until it answers 200; fails at once if the process exits first (the bound only stops a hung test). */
async function waitForLive(url: string, proc: ReturnType<typeof run>): Promise<void> {
  let exit: number | null | undefined;
  void proc.exited.then((code) => {
    exit = code;
  });
  for (let i = 0; i < 600 && exit === undefined; i++) {
    if (
      await fetch(url).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never came up (exit ${exit}): ${proc.output().stderr}`);
}

describe("the API process", () => {
  before(assertBuilt);

  test("a bad variable stops startup with a message naming it", async (t) => {
    const proc = run(t, "dist/api/main.js", { PORT: "not-a-port" });
    assert.equal(await proc.exited, 78);
    assert.match(proc.output().stderr, /Invalid configuration: PORT: expected an integer/);
  });

  test("starts on defaults, keeps its secret out of the logs, and shuts down gracefully on SIGTERM", async (t) => {
    const dir = mkdtempSync(join(tmpdir(), "api-process-"));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    const proc = run(t, "dist/api/main.js", { DATA_DIR: dir, PORT: String(port), HOST: "127.0.0.1" });
    const base = `http://127.0.0.1:${port}/api/v1`;
    await waitForLive(`${base}/health/live`, proc);
    const guest = (await (await fetch(`${base}/auth/guest`, { method: "POST" })).json()) as {
      guest_token: string;
    };
    const token = guest.guest_token;
    const session = await fetch(`${base}/sessions`, {
      method: "POST",
      headers: { authorization: `Guest ${token}` },
    });
    assert.equal(session.status, 201);
    proc.child.kill("SIGTERM");
    assert.equal(await proc.exited, 0, proc.output().stderr);
    const { stdout } = proc.output();
    const secret = readFileSync(join(dir, "jwt-secret"), "utf8").trim();
    assert.ok(secret.length >= 32);
    assert.ok(!stdout.includes(secret));
    assert.ok(!stdout.includes(token));
    assert.match(stdout, /"msg":"stopped"/);
    for (const line of stdout.trim().split("\n")) JSON.parse(line);
  });

  test("npm start (the compiled build) without a bot token says the bot is off and serves the API alone", async (t) => {
    const dir = mkdtempSync(join(tmpdir(), "main-process-"));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    const port = await freePort();
    const proc = run(t, "dist/main.js", { DATA_DIR: dir, PORT: String(port), MESSENGER_BOT_TOKEN: "" });
    await waitForLive(`http://127.0.0.1:${port}/api/v1/health/live`, proc);
    proc.child.kill("SIGINT");
    assert.equal(await proc.exited, 0, proc.output().stderr);
    assert.match(proc.output().stdout, /the Telegram bot is off and the API runs alone/);
  });
});
