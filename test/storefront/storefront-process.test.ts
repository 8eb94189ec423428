import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, describe, type TestContext, test } from "node:test";
import { STOREFRONT_SERVICES } from "../../storefront/service-args.ts";
import { assertBuilt } from "../support/built.ts";
import { PACKAGE_VERSION } from "../support/package-version.ts";
import { freePort } from "./free-port.ts";

before(assertBuilt);

/** Starts the storefront as `npm run storefront` runs it, from the build (npm test builds first). */
async function start(t: TestContext, args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "storefront-process-"));
  const ports: Record<string, number> = {};
  for (const name of STOREFRONT_SERVICES) ports[`${name.toUpperCase()}_PORT`] = await freePort();
  const env: Record<string, string | undefined> = { ...process.env };
  // The storefront's own SQLite file in the temp dir, whatever engine the suite runs on.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, ["dist/storefront/main.js", ...args], {
    env: {
      ...env,
      ...Object.fromEntries(Object.entries(ports).map(([k, v]) => [k, String(v)])),
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  t.after(async () => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  });
  const url = (name: string) => `http://127.0.0.1:${ports[`${name}_PORT`]}`;
  return {
    analytics: url("ANALYTICS"),
    admin: url("ADMIN"),
    url,
    exited,
    stderr: () => stderr,
    exitCode: () => exitCode,
  };
}

/** What a started storefront tells about itself when it does not answer: whether it exited, and its last words. */
type Started = { stderr: () => string; exitCode: () => number | null | undefined };

async function waitFor(url: string, s: Started): Promise<Response> {
  // Up to a minute: eight services start on a busy 2-core machine.
  for (let i = 0; i < 600 && s.exitCode() === undefined; i++) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  const how = s.exitCode() === undefined ? "still running" : `exited ${s.exitCode()}`;
  throw new Error(
    `${url} never answered (the storefront ${how}); its stderr ends:\n${s.stderr().slice(-2000)}`,
  );
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe("npm run storefront", () => {
  test("starts all eight services on their ports; health, the seed's liveness checks and a signed-in call hold", async (t) => {
    const s = await start(t, []);
    const health = await waitFor(`${s.analytics}/api/analytics/health/`, s);
    const { release_id, ...identity } = (await health.json()) as { release_id: unknown };
    assert.deepEqual(identity, { service: "analytics", status: "ok", version: PACKAGE_VERSION });
    assert.match(String(release_id), /^[0-9a-f]{40}$/, "the build embeds the commit it was made from");
    for (const [name, path] of [
      ["AUTH", "/api/health/"],
      ["USER", "/api/health/"],
      ["PRODUCT", "/api/health/"],
      ["ORDER", "/api/health/"],
      ["REVIEW", "/api/health/"],
      ["CHAT", "/api/chat/health/"],
    ] as const) {
      const res = await waitFor(`${s.url(name)}${path}`, s);
      const doc = (await res.json()) as { service: string; status: string; checks: Record<string, unknown> };
      assert.equal(res.status, 200, `${name}: ${JSON.stringify(doc)}`);
      assert.equal(doc.service, name.toLowerCase());
      assert.ok(doc.checks.database);
    }
    const ops = await waitFor(`${s.admin}/api/admin/ops/health/`, s);
    const opsDoc = (await ops.json()) as { status: string; checks: Record<string, { status: string }> };
    assert.equal(opsDoc.status, "ok", JSON.stringify(opsDoc));
    // One check per other service of the process.
    const siblings = STOREFRONT_SERVICES.filter((name) => name !== "admin");
    assert.deepEqual(Object.keys(opsDoc.checks).sort(), siblings.sort());

    assert.equal((await fetch(`${s.url("PRODUCT")}/api/models/`)).status, 200);
    assert.equal((await fetch(`${s.url("ORDER")}/api/cart/`)).status, 401);
    assert.equal((await fetch(`${s.url("CHAT")}/api/chat/conversations/`)).status, 401);
    const empty = await fetch(`${s.analytics}/api/analytics/events/batch/`, { method: "POST" });
    assert.equal(empty.status, 400);
    const report = await fetch(`${s.admin}/api/admin/dashboard/web/overview/`);
    assert.equal(report.status, 401);

    const credentials = JSON.stringify({
      email: "ann@shop.example",
      password: "correct horse battery staple",
    });
    const headers = { "content-type": "application/json" };
    const registered = await fetch(`${s.url("AUTH")}/api/auth/register/`, {
      method: "POST",
      headers,
      body: credentials,
    });
    assert.equal(registered.status, 201);
    const login = await fetch(`${s.url("AUTH")}/api/auth/login/`, {
      method: "POST",
      headers,
      body: credentials,
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const me = await fetch(`${s.url("USER")}/api/users/me/`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    assert.equal(me.status, 200);
  });

  test("--service analytics runs that service alone", async (t) => {
    const s = await start(t, ["--service", "analytics"]);
    assert.equal((await waitFor(`${s.analytics}/api/analytics/health/`, s)).status, 200);
    assert.equal(await refused(`${s.admin}/api/admin/ops/health/`), true);
  });

  test("an unknown service stops startup with a usage error", async (t) => {
    const s = await start(t, ["--service", "billing"]);
    assert.equal(await s.exited, 64);
    assert.match(s.stderr(), /unknown service "billing"/);
  });
});
