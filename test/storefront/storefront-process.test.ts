import assert from "node:assert/strict";
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, type TestContext, test } from "node:test";
import { freePort } from "./free-port.ts";

async function start(t: TestContext, args: string[]) {
  const dir = mkdtempSync(join(tmpdir(), "storefront-process-"));
  const [analyticsPort, adminPort] = [await freePort(), await freePort()];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "storefront/main.ts", ...args], {
    env: {
      ...process.env,
      DATA_DIR: dir,
      ANALYTICS_PORT: String(analyticsPort),
      ADMIN_PORT: String(adminPort),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  t.after(async () => {
    child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  });
  const analytics = `http://127.0.0.1:${analyticsPort}`;
  const admin = `http://127.0.0.1:${adminPort}`;
  return { analytics, admin, exited, stderr: () => stderr };
}

async function waitFor(url: string): Promise<Response> {
  for (let i = 0; i < 150; i++) {
    try {
      return await fetch(url);
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} never answered`);
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

describe("npm run storefront", () => {
  test("starts analytics on its port and admin on its port; the seed's liveness checks hold", async (t) => {
    const s = await start(t, []);
    const health = await waitFor(`${s.analytics}/api/analytics/health/`);
    assert.deepEqual(await health.json(), { service: "analytics", status: "ok" });
    const ops = await waitFor(`${s.admin}/api/admin/ops/health/`);
    assert.deepEqual(await ops.json(), { service: "admin", status: "ok" });
    const empty = await fetch(`${s.analytics}/api/analytics/events/batch/`, { method: "POST" });
    assert.equal(empty.status, 400);
    const report = await fetch(`${s.admin}/api/admin/dashboard/web/overview/`);
    assert.equal(report.status, 401);
  });

  test("--service analytics runs that service alone", async (t) => {
    const s = await start(t, ["--service", "analytics"]);
    assert.equal((await waitFor(`${s.analytics}/api/analytics/health/`)).status, 200);
    assert.equal(await refused(`${s.admin}/api/admin/ops/health/`), true);
  });

  test("an unknown service stops startup with a usage error", async (t) => {
    const s = await start(t, ["--service", "billing"]);
    assert.equal(await s.exited, 64);
    assert.match(s.stderr(), /unknown service "billing"/);
  });
});
