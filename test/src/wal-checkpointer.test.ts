import assert from "node:assert/strict";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { openSqlite } from "../../platform/db/sqlite-file.ts";
import { openStore } from "../../src/db/open-database.ts";

test("a file store's WAL is copied into the file by the worker, not by commits, and closes cleanly", async (t) => {
  const dir = mkdtempSync(join(tmpdir(), "wal-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "app.db");
  const store = openStore(file);
  await sql`create table filler (x blob)`.execute(store.db);
  const before = statSync(file).size;
  for (let i = 0; i < 50; i++) await sql`insert into filler select randomblob(8000)`.execute(store.db);
  let copied = statSync(file).size;
  for (let waited = 0; copied <= before + 300_000 && waited < 20_000; waited += 100) {
    await sleep(100);
    copied = statSync(file).size;
  }
  assert.ok(copied > before + 300_000, `the file grew from ${before} to ${copied} bytes`);
  await store.close();
  const reopened = openSqlite(file);
  assert.equal((reopened.prepare("select count(*) n from filler").get() as { n: number }).n, 50);
  reopened.close();
});
