import assert from "node:assert/strict";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { setTimeout as sleep } from "node:timers/promises";
import SQLite from "better-sqlite3";
import { openSqlite } from "../../../platform/db/sqlite-file.ts";
import { migrateToLatest, openStore } from "../../../src/db/open-database.ts";
import { createSqliteStore } from "../../../src/db/sqlite-store.ts";
import type { Store } from "../../../src/db/store.ts";

const AT = "2026-11-26T00:00:00.000Z";
const addUser = (store: Store, id: string) =>
  store.write((tx) =>
    tx.db
      .insertInto("users")
      .values({ id, kind: "guest", display_name: id, is_staff: 0, created_at: AT })
      .execute(),
  );
const userIds = async (store: Store) =>
  (await store.db.selectFrom("users").select("id").orderBy("id").execute()).map((u) => u.id);

function fileIn(t: { after: (fn: () => void) => void }) {
  const dir = mkdtempSync(join(tmpdir(), "begin-"));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, "app.db");
}

test("a write waits for another connection's write lock on a timer: reads are answered meanwhile, and the holder's commit, scheduled in this same process, lets it through", async (t) => {
  const file = fileIn(t);
  const store = openStore(file);
  t.after(() => store.close());
  await migrateToLatest(store);
  const holder = new SQLite(file);
  t.after(() => holder.close());
  holder.exec("begin immediate");

  const events: string[] = [];
  const write = addUser(store, "waiting").then(() => events.push("write"));
  await sleep(20);
  await userIds(store).then(() => events.push("read"));
  setTimeout(() => {
    holder.exec("commit");
    events.push("holder committed");
  }, 20);
  await write;
  assert.deepEqual(events, ["read", "holder committed", "write"]);
  assert.deepEqual(await userIds(store), ["waiting"]);
});

test("a write gives up with SQLITE_BUSY after the connection's busy timeout, and the store writes again once the lock is free", async (t) => {
  const file = fileIn(t);
  const handle = openSqlite(file);
  handle.pragma("busy_timeout = 100");
  const store = createSqliteStore(handle);
  t.after(() => store.close());
  await migrateToLatest(store);
  const holder = new SQLite(file);
  t.after(() => holder.close());
  holder.exec("begin immediate");

  await assert.rejects(addUser(store, "refused"), { code: "SQLITE_BUSY" });
  assert.equal(handle.pragma("busy_timeout", { simple: true }), 100, "the busy timeout is restored");
  holder.exec("commit");
  await addUser(store, "later");
  assert.deepEqual(await userIds(store), ["later"]);
});
