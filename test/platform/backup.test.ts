import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type TestContext, test } from "node:test";
import SQLite from "better-sqlite3";
import type { BackupErrorCode } from "../../platform/backup/backup-errors.ts";
import type { BackupPlan } from "../../platform/backup/backup-plan.ts";
import { restoreBackup } from "../../platform/backup/restore-backup.ts";
import { listBackups, takeBackup } from "../../platform/backup/take-backup.ts";
import { parseConfig } from "../../src/config.ts";

const RELEASE = { version: "0.0.0", release_id: null };
const LOG = { label: "game", table: "kysely_migration", known: ["0001-a", "0002-b"] };

function scratch(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), "backup-test-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** A WAL-mode database with a migration log at `migration` and `rows` rows. */
function database(file: string, migration: string, rows = 100): SQLite.Database {
  const db = new SQLite(file);
  db.pragma("journal_mode = WAL");
  db.exec(
    "create table kysely_migration (name text primary key); create table moves (n integer primary key)",
  );
  db.prepare("insert into kysely_migration values (?)").run(migration);
  const insert = db.prepare("insert into moves (n) values (?)");
  for (let n = 1; n <= rows; n++) insert.run(n);
  return db;
}

function plan(dir: string): BackupPlan {
  return {
    engine: "sqlite",
    databases: [{ name: "app.db", file: join(dir, "app.db"), logs: [LOG] }],
    secrets: [{ name: "jwt-secret", file: join(dir, "jwt-secret") }],
  };
}

async function refused(code: BackupErrorCode, work: Promise<unknown>) {
  await assert.rejects(work, (error: { code?: string }) => error.code === code);
}

const rowsOf = (file: string) => {
  const db = new SQLite(file, { readonly: true });
  try {
    return (db.prepare("select count(*) as n from moves").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

test("a backup taken while another connection writes is one commit's state, and restores with its secret, the replaced files kept aside", async (t) => {
  const source = scratch(t);
  const live = database(join(source, "app.db"), "0002-b");
  t.after(() => live.close());
  writeFileSync(join(source, "jwt-secret"), "s".repeat(48));
  const insert = live.prepare("insert into moves (n) values (?)");
  let n = 1000;
  const writer = setInterval(() => insert.run(n++), 1);
  const { manifestPath, manifest } = await takeBackup(plan(source), join(source, "backups"), {
    release: RELEASE,
  });
  clearInterval(writer);
  assert.deepEqual(
    manifest.files.map((f) => [f.name, f.kind, f.migrations]),
    [
      ["app.db", "sqlite", { game: "0002-b" }],
      ["jwt-secret", "secret", {}],
    ],
  );

  const target = scratch(t);
  database(join(target, "app.db"), "0001-a", 3).close();
  const report = await restoreBackup(manifestPath, { dataDir: target }, [LOG]);
  assert.deepEqual(report.restored, ["app.db", "jwt-secret"]);
  assert.ok(report.replacedInto);
  assert.deepEqual(readdirSync(report.replacedInto), ["app.db"]);
  assert.equal(rowsOf(join(report.replacedInto, "app.db")), 3);
  assert.ok(rowsOf(join(target, "app.db")) >= 100);
  assert.equal(readFileSync(join(target, "jwt-secret"), "utf8"), "s".repeat(48));
});

test("a restore refuses a corrupt, truncated, foreign or newer backup, and a target a process holds, changing nothing", async (t) => {
  const source = scratch(t);
  database(join(source, "app.db"), "0002-b").close();
  const { manifestPath } = await takeBackup(plan(source), join(source, "backups"), { release: RELEASE });
  const folder = join(source, "backups", listBackups(join(source, "backups"))[0] as string);
  const target = scratch(t);
  writeFileSync(join(target, "app.db"), "the target's own file");
  const untouched = () => {
    assert.deepEqual(readdirSync(target), ["app.db"]);
    assert.equal(readFileSync(join(target, "app.db"), "utf8"), "the target's own file");
  };
  const copy = (name: string, change: (folder: string) => void) => {
    const dir = join(source, name);
    cpSync(folder, dir, { recursive: true });
    change(dir);
    return join(dir, "manifest.json");
  };

  const flipped = copy("flipped", (dir) => {
    const bytes = readFileSync(join(dir, "app.db"));
    bytes[4096] = (bytes[4096] ?? 0) ^ 1;
    writeFileSync(join(dir, "app.db"), bytes);
  });
  await refused("checksum_mismatch", restoreBackup(flipped, { dataDir: target }, [LOG]));
  const truncated = copy("truncated", (dir) =>
    writeFileSync(join(dir, "app.db"), readFileSync(join(dir, "app.db")).subarray(0, 4096)),
  );
  await refused("checksum_mismatch", restoreBackup(truncated, { dataDir: target }, [LOG]));
  writeFileSync(join(source, "foreign.json"), JSON.stringify({ hello: "world" }));
  await refused("not_a_manifest", restoreBackup(join(source, "foreign.json"), { dataDir: target }, [LOG]));
  await refused(
    "file_missing",
    restoreBackup(
      copy("missing", (dir) => rmSync(join(dir, "app.db"))),
      { dataDir: target },
      [LOG],
    ),
  );
  const older = [{ ...LOG, known: ["0001-a"] }];
  await refused("newer_schema", restoreBackup(manifestPath, { dataDir: target }, older));
  await refused("engine_mismatch", restoreBackup(manifestPath, { databaseUrl: "postgres://x/y" }, [LOG]));
  untouched();

  const busy = scratch(t);
  const holder = database(join(busy, "app.db"), "0001-a", 1);
  await refused("target_in_use", restoreBackup(manifestPath, { dataDir: busy }, [LOG]));
  holder.close();
  assert.equal(rowsOf(join(busy, "app.db")), 1);
});

test("backups keep the newest BACKUP_KEEP, and a failed one leaves no folder behind", async (t) => {
  const source = scratch(t);
  database(join(source, "app.db"), "0002-b").close();
  const dir = join(source, "backups");
  // Each backup reads the clock twice (its start names its folder): minutes 1, 3, 5 and 7.
  let minute = 0;
  const now = () => new Date(Date.parse("2026-11-26T00:00:00Z") + ++minute * 60_000);
  for (let i = 0; i < 4; i++) await takeBackup(plan(source), dir, { release: RELEASE, now, keep: 2 });
  assert.deepEqual(listBackups(dir), ["backup-20261126T000500000Z", "backup-20261126T000700000Z"]);

  const empty = scratch(t);
  await refused("source_unavailable", takeBackup(plan(empty), join(empty, "backups"), { release: RELEASE }));
  assert.deepEqual(readdirSync(join(empty, "backups")), []);
});

test("BACKUP_DIR and BACKUP_INTERVAL_MINUTES are set together", () => {
  assert.throws(() => parseConfig({ BACKUP_DIR: "/backups" }), /BACKUP_DIR/);
  assert.throws(() => parseConfig({ BACKUP_INTERVAL_MINUTES: "60" }), /BACKUP_DIR/);
  assert.equal(parseConfig({ BACKUP_DIR: "/b", BACKUP_INTERVAL_MINUTES: "60" }).BACKUP_INTERVAL_MINUTES, 60);
});
