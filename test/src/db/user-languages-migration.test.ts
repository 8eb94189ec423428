import assert from "node:assert/strict";
import { test } from "node:test";
import { createMigrator, migrateToLatest } from "../../../src/db/open-database.ts";
import { createTestApp } from "../../support/test-app.ts";

test("0031 moves the bot's stored /language choices onto the accounts, and leaves no copy in the bot's storage", async (t) => {
  const { core, store } = await createTestApp(t);
  const ann = await core.auth.principalForTelegram({ id: "101", first_name: "Ann" });
  const bob = await core.auth.principalForTelegram({ id: "202", first_name: "Bob" });
  const down = await createMigrator(store.db, store.schema).migrateTo("0030-open-tables-index");
  assert.equal(down.error, undefined);
  await store.db
    .insertInto("bot_storage")
    .values([
      { key: "language:101", value: '"de"', updated_at: "2026-11-27T10:00:00.000Z" },
      { key: "language:999", value: '"de"', updated_at: "2026-11-27T10:00:00.000Z" },
      { key: "session:101", value: "{}", updated_at: "2026-11-27T10:00:00.000Z" },
    ])
    .execute();

  await migrateToLatest(store);
  assert.equal(await core.auth.languages.of(ann.userId), "de");
  assert.equal(await core.auth.languages.of(bob.userId), null, "no choice stays no choice");
  const keys = await store.db.selectFrom("bot_storage").select("key").orderBy("key").execute();
  assert.deepEqual(
    keys.map((k) => k.key),
    ["session:101"],
  );
});
