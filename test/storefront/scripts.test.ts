import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, test } from "node:test";
import { openAnalyticsModule } from "../../src/analytics/analytics-module.ts";
import type { AuthTables } from "../../storefront/auth/auth-tables.ts";
import { openSqliteStorefrontDatabase } from "../../storefront/shared/storefront-database.ts";
import { CHROME_LINUX } from "../analytics/analytics-support.ts";

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function run(script: string, args: string[], env: Record<string, string>, stdin = ""): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, ...env },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

function tempDir(t: { after(fn: () => void): void }): string {
  const dir = mkdtempSync(join(tmpdir(), "storefront-scripts-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe("npm run create-staff", () => {
  test("creates a staff account from a piped password, then promotes or keeps accounts", async (t) => {
    const dir = tempDir(t);
    // The script under test runs on the SQLite file this test reads, whatever engine the suite runs on.
    const env = { DATA_DIR: dir, LOG_LEVEL: "silent", DATABASE_URL: "" };
    const created = await run("scripts/create-staff.ts", ["Boss@Shop.example"], env, "s3cure-passw0rd\n");
    assert.equal(created.code, 0, created.stderr);
    assert.equal(created.stdout, "Created staff account boss@shop.example.\n");
    const again = await run("scripts/create-staff.ts", ["boss@shop.example"], env);
    assert.equal(again.stdout, "boss@shop.example is already a staff account.\n");

    const database = openSqliteStorefrontDatabase(join(dir, "storefront.db"));
    const accounts = database.tables<AuthTables>();
    const boss = await accounts
      .selectFrom("auth_accounts")
      .selectAll()
      .where("email", "=", "boss@shop.example")
      .executeTakeFirstOrThrow();
    assert.equal(boss.is_staff, 1);
    assert.match(String(boss.password_hash), /^scrypt\$/);
    await accounts
      .insertInto("auth_accounts")
      .values({
        ...boss,
        id: "22222222-2222-4222-8222-222222222222",
        email: "clerk@shop.example",
        is_staff: 0,
      })
      .execute();
    await database.close();
    const promoted = await run("scripts/create-staff.ts", ["clerk@shop.example"], env);
    assert.equal(promoted.stdout, "Promoted clerk@shop.example to staff (password unchanged).\n");

    const short = await run("scripts/create-staff.ts", ["new@shop.example"], env, "short\n");
    assert.equal(short.code, 1);
    assert.match(short.stderr, /8 to 1024 characters/);
    const usage = await run("scripts/create-staff.ts", [], env);
    assert.equal(usage.code, 64);
  });
});

describe("npm run purge-old-analytics-events", () => {
  test("--days N deletes older events and prints a summary", async (t) => {
    const dir = tempDir(t);
    const file = join(dir, "analytics.db");
    const now = Date.now();
    const analytics = await openAnalyticsModule({ file, now: () => now });
    const old = now - 40 * 86_400_000;
    const oldAnalytics = await openAnalyticsModule({ file, now: () => old });
    oldAnalytics.ingest.ingest(
      {
        visitor_id: "33333333-3333-4333-8333-333333333333",
        consent: "granted",
        events: [{ kind: "page_view", path: "/old", ts: old }],
      },
      { userAgent: CHROME_LINUX },
    );
    analytics.ingest.ingest(
      {
        visitor_id: "44444444-4444-4444-8444-444444444444",
        consent: "granted",
        events: [{ kind: "page_view", path: "/new" }],
      },
      { userAgent: CHROME_LINUX },
    );
    analytics.worker.drainAll();
    await oldAnalytics.close();
    await analytics.close();

    const bad = await run("scripts/purge-old-analytics-events.ts", ["--days", "zero"], { DATA_DIR: dir });
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /--days must be a whole number/);
    const purged = await run("scripts/purge-old-analytics-events.ts", ["--days", "30"], { DATA_DIR: dir });
    assert.equal(purged.code, 0, purged.stderr);
    assert.match(
      purged.stdout,
      /^Deleted 1 events \(1 batches\), 1 visits, 0 user errors and \d+ rollup rows from before \d{4}-\d{2}-\d{2} \(30 days kept\)\.\n$/,
    );
    assert.match(purged.stderr, /events +\[#+\] 100% 1\/1/);

    const check = await openAnalyticsModule({ file });
    t.after(() => check.close());
    assert.deepEqual(check.database.sqlite.prepare("select count(*) from event_batches").pluck().get(), 1);
  });
});
