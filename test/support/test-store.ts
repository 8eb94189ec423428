import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createPostgresPool } from "../../platform/db/postgres-pool.ts";
import { openSqlite } from "../../platform/db/sqlite-file.ts";
import { migrateToLatest, openStore } from "../../src/db/open-database.ts";
import { createPostgresStore } from "../../src/db/postgres-store.ts";
import { createSqliteStore } from "../../src/db/sqlite-store.ts";
import type { Store } from "../../src/db/store.ts";
import { createScratchDatabase } from "./scratch-database.ts";

/**
 * The engine the suite runs on: SQLite in memory by default; PostgreSQL when
 * DATABASE_URL is set (CI's second pass), each store in a fresh schema that
 * is dropped when it closes.
 */
export const TEST_DATABASE_URL = process.env.DATABASE_URL;

let processDatabase: Promise<string> | undefined;

/**
 * A database of this test process's own, made on first use and dropped when
 * the process is done: stores get a schema each inside it, so dropping one
 * never races with kysely's catalog queries in another test process.
 */
export function ownDatabase(url: string): Promise<string> {
  processDatabase ??= (async () => {
    const database = await createScratchDatabase(url, "test");
    process.once("beforeExit", () => {
      database.drop().catch(() => {});
    });
    return database.url;
  })();
  return processDatabase;
}

let migratedSqlite: Promise<Buffer> | undefined;

/**
 * An in-memory SQLite database migrated to the latest schema, as bytes: made
 * once per test process, then every test store opens a copy of it instead
 * of running every migration again.
 */
function migratedSqliteBytes(): Promise<Buffer> {
  migratedSqlite ??= (async () => {
    const sqlite = openSqlite(":memory:");
    const store = createSqliteStore(sqlite);
    await migrateToLatest(store);
    const bytes = sqlite.serialize();
    await store.close();
    return bytes;
  })();
  return migratedSqlite;
}

/** A migrated store on the suite's engine; `close()` removes what it created. */
export async function openTestStore(): Promise<Store> {
  if (!TEST_DATABASE_URL) return createSqliteStore(openSqlite(await migratedSqliteBytes()));
  const database = await createTestDatabase();
  const store = await database.open();
  return {
    ...store,
    async close() {
      await store.close();
      await database.remove();
    },
  };
}

/** A database that outlives the stores opened over it, as one does a process's restart. */
export interface TestDatabase {
  /** A new migrated store over the same rows, sharing nothing in memory with the ones before it. */
  open(): Promise<Store>;
  /** Deletes the database; close its stores first. */
  remove(): Promise<void>;
}

/** A database on the suite's engine: a SQLite file in a temporary folder, or a fresh PostgreSQL schema. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const open = async (store: Store) => {
    await migrateToLatest(store);
    return store;
  };
  if (!TEST_DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), "test-database-"));
    return {
      open: () => open(openStore(join(dir, "app.db"))),
      remove: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const url = await ownDatabase(TEST_DATABASE_URL);
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = createPostgresPool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  return {
    open: () =>
      open(createPostgresStore(createPostgresPool({ connectionString: url, max: 5, schema }), { schema })),
    async remove() {
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

/**
 * Two stores over one migrated database, each on a connection of its own and
 * sharing one change feed (as Redis carries it): two processes, as far as
 * the engine can tell. An in-memory SQLite database has one connection, so
 * on SQLite they open a file of their own. Closing the first closes both.
 */
export async function openTestStorePair(): Promise<readonly [Store, Store]> {
  if (!TEST_DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), "two-processes-"));
    const first = openStore(join(dir, "app.db"));
    await migrateToLatest(first);
    const second = openStore(join(dir, "app.db"), first.changes);
    const close = async () => {
      await second.close();
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    };
    return [{ ...first, close }, second];
  }
  const first = await openTestStore();
  const pool = createPostgresPool({
    connectionString: await ownDatabase(TEST_DATABASE_URL),
    max: 5,
    schema: first.schema,
  });
  const second = createPostgresStore(pool, { schema: first.schema, changes: first.changes });
  const close = async () => {
    await second.close();
    await first.close();
  };
  return [{ ...first, close }, second];
}

/**
 * True when the server `variable` points at is configured. Otherwise the test
 * is skipped with how to run it, except in CI's server pass
 * (REQUIRE_SERVERS=1, set by .ci/run next to the URLs), where a missing
 * variable fails the test. CI's first pass is the embedded default, so these
 * tests skip there and run in the second.
 */
export function requireServer(t: { skip(message: string): void }, variable: "DATABASE_URL" | "REDIS_URL") {
  if (process.env[variable]) return true;
  const how = `set ${variable} (scripts/local-services.sh start; see docs/scaling-out.md) to run this test`;
  if (process.env.REQUIRE_SERVERS === "1") throw new Error(`CI must run this test: ${how}`);
  t.skip(how);
  return false;
}
