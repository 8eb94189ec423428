import assert from "node:assert/strict";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { openSqlite } from "../../../platform/db/sqlite-file.ts";
import { openStore } from "../../../src/db/open-database.ts";
import { createWalCheckpointer } from "../../../src/db/wal-checkpointer.ts";

const PACE = { intervalMs: 20, restartFrames: 4096, idleMs: 100 };

function fileIn(t: { after: (fn: () => void) => void }) {
  const dir = mkdtempSync(join(tmpdir(), "checkpointer-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "app.db");
}

async function until(condition: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await sleep(10);
  }
}

test("the checkpoint worker starts at the first write, retires after an idle period with the log copied, and starts again at the next write", async (t) => {
  const file = fileIn(t);
  const sqlite = openSqlite(file);
  t.after(() => sqlite.close());
  sqlite.pragma("wal_autocheckpoint = 0");
  sqlite.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
  let failures = 0;
  const checkpointer = createWalCheckpointer(file, PACE, () => failures++);
  t.after(() => checkpointer.stop());
  assert.equal(checkpointer.running(), false, "nothing written yet: no worker");

  checkpointer.wake();
  assert.equal(checkpointer.running(), true);
  const insert = sqlite.prepare("INSERT INTO notes (body) VALUES (?)");
  for (let i = 0; i < 200; i++) insert.run("x".repeat(500));

  await until(() => !checkpointer.running(), "the worker retires");
  // NOOP counts the log's frames and the copied ones without copying anything itself.
  const walFrames = sqlite.pragma("wal_checkpoint(NOOP)") as { log: number; checkpointed: number }[];
  assert.ok((walFrames[0]?.log ?? 0) > 0, "the writes went to the log");
  assert.equal(walFrames[0]?.log, walFrames[0]?.checkpointed, "its last pass copied the whole log");

  checkpointer.wake();
  assert.equal(checkpointer.running(), true, "the next write starts it again");
  assert.equal(failures, 0);
});

test("stop ends the worker for good, and a worker that dies hands checkpoints back to the writer for good", async (t) => {
  const file = fileIn(t);
  const sqlite = openSqlite(file);
  t.after(() => sqlite.close());
  let failures = 0;
  const checkpointer = createWalCheckpointer(file, { ...PACE, idleMs: 50 }, () => failures++);
  checkpointer.wake();
  await until(() => !checkpointer.running(), "the worker retires");
  checkpointer.wake();
  await checkpointer.stop();
  assert.equal(checkpointer.running(), false);
  checkpointer.wake();
  assert.equal(checkpointer.running(), false, "stopped for good");
  assert.equal(failures, 0);

  // Retired within milliseconds, before its start fails: a failure all the same.
  const missing = createWalCheckpointer(
    join(file, "..", "missing.db"),
    { ...PACE, idleMs: 1 },
    () => failures++,
  );
  missing.wake();
  await until(() => failures === 1, "the failure is reported");
  missing.wake();
  assert.equal(missing.running(), false, "a failed worker is not started again");
  await missing.stop();
});

test("a file store's WAL is copied into the file by the worker its write units start, not by commits, and closes cleanly", async (t) => {
  const file = fileIn(t);
  const store = openStore(file);
  await store.write((tx) => sql`create table filler (x blob)`.execute(tx.db));
  const before = statSync(file).size;
  for (let i = 0; i < 50; i++)
    await store.write((tx) => sql`insert into filler select randomblob(8000)`.execute(tx.db));
  await until(() => statSync(file).size > before + 300_000, "the worker copies the log into the file");
  await store.close();
  const reopened = openSqlite(file);
  assert.equal((reopened.prepare("select count(*) n from filler").get() as { n: number }).n, 50);
  reopened.close();
});

test("while a reader keeps the log from starting over, new units are told to wait and are let go; once it ends, the log starts over", async (t) => {
  const file = fileIn(t);
  const sqlite = openSqlite(file);
  t.after(() => sqlite.close());
  sqlite.pragma("wal_autocheckpoint = 0");
  sqlite.exec("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)");
  const reader = openSqlite(file);
  t.after(() => reader.close());
  reader.exec("BEGIN");
  reader.prepare("SELECT count(*) FROM notes").get();
  const checkpointer = createWalCheckpointer(file, { ...PACE, restartFrames: 16, idleMs: 60_000 }, () => {});
  t.after(() => checkpointer.stop());
  checkpointer.wake();
  const insert = sqlite.prepare("INSERT INTO notes (body) VALUES (?)");
  for (let i = 0; i < 200; i++) insert.run("x".repeat(500));

  let restarting: Promise<void> | undefined;
  await until(() => {
    restarting = checkpointer.restarting();
    return restarting !== undefined;
  }, "the worker waits to start the log over");
  await restarting;
  const log = () => (sqlite.pragma("wal_checkpoint(NOOP)") as { log: number }[])[0]?.log ?? 0;
  assert.ok(log() >= 16, "the reader's snapshot kept the log");

  reader.exec("COMMIT");
  // The log starts over at the first commit after a RESTART.
  await until(() => {
    insert.run("y");
    return log() < 16;
  }, "the log starts over");
});
