import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import { test } from "node:test";
import { createLogger } from "../../platform/logger.ts";
import { assertBuilt } from "../support/built.ts";
import { freePort } from "../support/ports.ts";

test("the logger redacts credentials wherever they appear", () => {
  const lines: string[] = [];
  const logger = createLogger({
    level: "info",
    format: "json",
    destination: { write: (line: string) => void lines.push(line) },
  });
  logger.info(
    {
      req: { headers: { authorization: "Bearer secret-jwt", cookie: "sid=1", host: "x" } },
      body: { password: "hunter22", refresh_token: "rt_secret", init_data: "hash=abc" },
      config: { JWT_SECRET: "s".repeat(40), MESSENGER_BOT_TOKEN: "1:abc" },
    },
    "request",
  );
  const out = lines.join("");
  for (const secret of [
    "secret-jwt",
    "sid=1",
    "hunter22",
    "rt_secret",
    "hash=abc",
    "s".repeat(40),
    "1:abc",
  ]) {
    assert.ok(!out.includes(secret), `${secret} leaked: ${out}`);
  }
  assert.match(out, /"host":"x"/);
});

test("on a terminal a log line is readable text, still redacted; LOG_FORMAT=json forces JSON", () => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const readable = createLogger({ level: "info", destination, terminal: true });
  readable.info({ gameId: "g1", body: { password: "hunter22" } }, "move applied");
  const text = lines.join("");
  assert.throws(() => JSON.parse(text), SyntaxError);
  assert.match(text, /INFO/);
  assert.match(text, /move applied/);
  assert.match(text, /gameId/);
  assert.ok(!text.includes("hunter22"));

  lines.length = 0;
  createLogger({ level: "info", format: "json", destination, terminal: true }).info("as json");
  assert.equal(JSON.parse(lines.join("")).msg, "as json");
  lines.length = 0;
  createLogger({ level: "info", destination, terminal: false }).info("piped");
  assert.equal(JSON.parse(lines.join("")).msg, "piped");
});

test("a process started on a pseudo-terminal logs readable text", {
  skip: !existsSync("/usr/bin/script"),
}, async (t) => {
  assertBuilt();
  const dir = mkdtempSync(join(tmpdir(), "pty-log-"));
  // script(1) runs the API on a pseudo-terminal; its first line says where it listens.
  const child = spawn("script", ["-qec", `${process.execPath} dist/api/main.js`, "/dev/null"], {
    env: { ...process.env, DATA_DIR: dir, PORT: String(await freePort()), LOG_FORMAT: "auto" },
    stdio: ["pipe", "pipe", "inherit"],
  });
  t.after(() => {
    child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  });
  let out = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (/listening/i.test(out)) resolve();
    });
    child.once("exit", () => reject(new Error(`exited before listening:\n${out}`)));
  });
  assert.match(out, /INFO/);
  assert.doesNotMatch(out, /\{"level"/);
});
