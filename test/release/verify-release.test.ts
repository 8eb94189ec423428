import assert from "node:assert/strict";
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, describe, type TestContext, test } from "node:test";
import { HEALTH_PATHS } from "../../scripts/release/release-targets.ts";
import { freePort } from "../storefront/free-port.ts";
import { assertBuilt } from "../support/built.ts";

interface Report {
  readonly ok: boolean;
  readonly steps: { step: string; result: string; ms: number; detail: string }[];
}

const STOREFRONT_SERVICES = [
  "auth",
  "user",
  "product",
  "order",
  "review",
  "admin",
  "chat",
  "analytics",
] as const;
const PORT_VARIABLES = STOREFRONT_SERVICES.map((name) => `${name.toUpperCase()}_PORT`);

/** Free ports for every service and a data directory of its own, on the SQLite default. */
async function localEnv(t: TestContext): Promise<NodeJS.ProcessEnv> {
  const dir = mkdtempSync(join(tmpdir(), "verify-release-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dir,
    LOG_LEVEL: "warn",
    MESSENGER_BOT_TOKEN: "",
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  for (const name of [...PORT_VARIABLES, "PORT"]) env[name] = String(await freePort());
  return env;
}

function verifyRelease(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", "scripts/verify-release.ts", ...args],
      { env, maxBuffer: 4 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const EVERY_STEP = [
  "load demo catalogue",
  "build",
  "start storefront",
  "start game API",
  ...["auth", "user", "product", "order", "review", "admin", "chat", "analytics", "api"].map(
    (s) => `health ${s}`,
  ),
  "live GET /api/models/",
  "live GET /api/cart/",
  "live GET /api/chat/conversations/",
  "live POST /api/analytics/events/batch/",
  "sign in",
  "protected GET /api/users/me/",
  "test order: add to cart",
  "test order: check out",
  "test order: cancel",
];

before(assertBuilt);

describe("npm run verify-release", () => {
  test("starts the storefront and the game API itself and passes every step of the seed's sequence", {
    timeout: 180_000,
  }, async (t) => {
    const env = await localEnv(t);
    const run = await verifyRelease(["--demo-catalogue", "--json"], env);
    const report = JSON.parse(run.stdout) as Report;
    assert.deepEqual(
      report.steps.filter((s) => s.result !== "ok"),
      [],
      run.stderr,
    );
    assert.deepEqual(
      report.steps.map((s) => s.step),
      EVERY_STEP,
    );
    assert.equal(run.code, 0);
    assert.ok(report.ok);
    assert.match(report.steps.find((s) => s.step === "test order: check out")?.detail ?? "", /paid, is_test/);
    for (const step of report.steps) assert.ok(Number.isInteger(step.ms) && step.ms >= 0, step.step);
    // Every port is free again: the services it started were stopped.
    const refused = await fetch(`http://127.0.0.1:${env.PRODUCT_PORT}/api/health/`).then(
      () => false,
      () => true,
    );
    assert.ok(refused, "the storefront it started is stopped");
  });

  test("with the game API down, exits 1 naming the failed step; the table still lists every step", {
    timeout: 180_000,
  }, async (t) => {
    const env = await localEnv(t);
    await new Promise((resolve, reject) =>
      execFile(process.execPath, ["--import", "tsx", "scripts/load-demo-catalogue.ts"], { env }, (error) =>
        error ? reject(error) : resolve(undefined),
      ),
    );
    // Started from the build, as verify-release itself starts it.
    const storefront: ChildProcess = spawn(process.execPath, ["dist/storefront/main.js"], {
      env,
      stdio: "ignore",
    });
    let gone = false;
    const exited = new Promise((resolve) => storefront.once("exit", resolve)).then(() => {
      gone = true;
    });
    t.after(async () => {
      storefront.kill("SIGTERM");
      await exited;
    });
    // Until every storefront service answers (they listen one after another, admin last; a loaded
    // machine may take long) or the process dies; the test's timeout bounds it.
    const healthUrls = STOREFRONT_SERVICES.map(
      (service) => `http://127.0.0.1:${env[`${service.toUpperCase()}_PORT`]}${HEALTH_PATHS[service]}`,
    );
    const answers = () =>
      Promise.all(healthUrls.map((url) => fetch(url))).then(
        () => true,
        () => false,
      );
    while (!(await answers())) {
      assert.equal(gone, false, "the storefront exited before it answered");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Nothing listens on the game API's port: a URL given means nothing is started.
    const run = await verifyRelease(["--api-url", `http://127.0.0.1:${env.PORT}`], env);
    assert.equal(run.code, 1);
    assert.match(run.stderr, /verify-release FAILED: health api\n/);
    assert.match(run.stdout, /^STEP +RESULT +MS +DETAIL\n/);
    assert.match(
      run.stdout,
      /\nhealth api +FAIL +\d+ +GET http:\/\/127\.0\.0\.1:\d+\/api\/v1\/health: no answer \(ECONNREFUSED\)\n/,
    );
    assert.match(run.stdout, /\nhealth chat +OK +\d+\n/);
    assert.match(run.stdout, /\ntest order: cancel +OK +\d+ +stock returned\n/);
  });
});
