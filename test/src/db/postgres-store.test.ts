import assert from "node:assert/strict";
import { test } from "node:test";
import { prepare } from "../../../src/db/prepared.ts";
import { openTestStore, requireServer } from "../../support/test-store.ts";

const countUsers = prepare<Record<string, never>, { n: number }>((db) =>
  db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")),
);

test("PostgreSQL: reaching for the store inside a write unit is refused, so a unit never waits on a second pooled connection", async (t) => {
  if (!requireServer(t, "DATABASE_URL")) return;
  const store = await openTestStore();
  t.after(() => store.close());
  await assert.rejects(
    store.write(() => store.all(countUsers, {})),
    /inside a write unit/,
  );
  await assert.rejects(
    store.write(() => store.write(async () => 1)),
    /inside a write unit/,
  );
  assert.equal((await store.write((tx) => tx.first(countUsers, {})))?.n, 0);
  let later: Promise<unknown> = Promise.resolve();
  await store.write(async (tx) => {
    tx.afterCommit(() => {
      later = store.all(countUsers, {});
    });
  });
  assert.deepEqual(await later, [{ n: 0 }], "after-commit hooks run outside the unit");
});
