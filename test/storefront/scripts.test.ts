import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { before, describe, test } from "node:test";
import { openAnalyticsModule } from "../../storefront/analytics/analytics-module.ts";
import type { AuthTables } from "../../storefront/auth/auth-tables.ts";
import { openSqliteStorefrontDatabase } from "../../storefront/shared/storefront-database.ts";
import { assertBuilt } from "../support/built.ts";
import { CHROME_LINUX } from "./analytics/analytics-support.ts";

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command as `npm run build` wrote it to dist/ (the same source `npm run <name>` runs through tsx). */
function run(script: string, args: string[], env: Record<string, string>, stdin = ""): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
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

describe("the create-staff command", () => {
  before(assertBuilt);

  test("creates a staff account from a piped password, then promotes or keeps accounts", async (t) => {
    const dir = tempDir(t);
    // The script under test runs on the SQLite file this test reads, whatever engine the suite runs on.
    const env = { DATA_DIR: dir, LOG_LEVEL: "silent", DATABASE_URL: "" };
    const created = await run(
      "dist/scripts/create-staff.js",
      ["Boss@Shop.example"],
      env,
      "s3cure-passw0rd\n",
    );
    assert.equal(created.code, 0, created.stderr);
    assert.equal(created.stdout, "Created staff account boss@shop.example.\n");
    const again = await run("dist/scripts/create-staff.js", ["boss@shop.example"], env);
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
    const promoted = await run("dist/scripts/create-staff.js", ["clerk@shop.example"], env);
    assert.equal(promoted.stdout, "Promoted clerk@shop.example to staff (password unchanged).\n");

    const short = await run("dist/scripts/create-staff.js", ["new@shop.example"], env, "short\n");
    assert.equal(short.code, 1);
    assert.match(short.stderr, /8 to 1024 characters/);
    const usage = await run("dist/scripts/create-staff.js", [], env);
    assert.equal(usage.code, 64);
  });
});

describe("the purge-old-analytics-events command", () => {
  before(assertBuilt);

  test("--days N deletes older events and prints a summary", async (t) => {
    const dir = tempDir(t);
    const file = join(dir, "analytics.db");
    const now = Date.now();
    const analytics = await openAnalyticsModule({ file, now: () => now });
    const old = now - 40 * 86_400_000;
    const oldAnalytics = await openAnalyticsModule({ file, now: () => old });
    await oldAnalytics.ingest.ingest(
      {
        visitor_id: "33333333-3333-4333-8333-333333333333",
        consent: "granted",
        events: [{ kind: "page_view", path: "/old", ts: old }],
      },
      { userAgent: CHROME_LINUX },
    );
    await analytics.ingest.ingest(
      {
        visitor_id: "44444444-4444-4444-8444-444444444444",
        consent: "granted",
        events: [{ kind: "page_view", path: "/new" }],
      },
      { userAgent: CHROME_LINUX },
    );
    await analytics.worker.drainAll();
    await oldAnalytics.close();
    await analytics.close();

    // The analytics file this test seeded, even in CI's PostgreSQL pass.
    const onFile = { DATA_DIR: dir, DATABASE_URL: "" };
    const bad = await run("dist/scripts/purge-old-analytics-events.js", ["--days", "zero"], onFile);
    assert.equal(bad.code, 1);
    assert.match(bad.stderr, /--days must be a whole number/);
    const purged = await run("dist/scripts/purge-old-analytics-events.js", ["--days", "30"], onFile);
    assert.equal(purged.code, 0, purged.stderr);
    assert.match(
      purged.stdout,
      /^Deleted 1 events \(1 batches\), 1 visits, 0 user errors and \d+ rollup rows from before \d{4}-\d{2}-\d{2} \(30 days kept\)\.\n$/,
    );
    assert.match(purged.stderr, /events +\[#+\] 100% 1\/1/);

    const check = await openAnalyticsModule({ file });
    t.after(() => check.close());
    assert.deepEqual(await check.database.sql.all("select count(*) as n from event_batches"), [{ n: 1 }]);
  });
});
