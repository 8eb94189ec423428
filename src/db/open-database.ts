import { join } from "node:path";
import { type Kysely, type MigrationResultSet, Migrator } from "kysely";
import { createPostgresPool } from "../../platform/db/postgres-pool.ts";
import { openSqlite } from "../../platform/db/sqlite-file.ts";
import type { ChangeFeed } from "./change-feed.ts";
import { MIGRATIONS } from "./migrations/index.ts";
import { createPostgresStore } from "./postgres-store.ts";
import type { Database } from "./schema.ts";
import { createSqliteStore } from "./sqlite-store.ts";
import type { Store } from "./store.ts";
import { createWalCheckpointer } from "./wal-checkpointer.ts";

/** SQLite's own automatic checkpoint threshold, in WAL pages, for when the worker is gone. */
const AUTO_CHECKPOINT_PAGES = 1000;

/**
 * The worker's pace: a PASSIVE checkpoint every 500 ms, and a RESTART once
 * the log holds 16 MB (4,096 frames). Under the peer bench's load, 100 to
 * 1,000 ms all cut the server's CPU per move. A RESTART makes the writer's
 * next BEGIN wait, so restarting more often costs commits: at 4 MB, BEGIN
 * IMMEDIATE averaged 625 µs under load, at 16 MB 328 µs, at 64 MB 144 µs.
 * The worker retires after 30 s without a write.
 */
const CHECKPOINT_PACE = { intervalMs: 500, restartFrames: 4096, idleMs: 30_000 };

/**
 * Opens the game database's store over a SQLite file (see `openSqlite` for
 * the pragmas). A file's WAL is checkpointed by a worker thread
 * (wal-checkpointer.ts) instead of by the commits, which each unit wakes; a
 * unit that comes while the worker waits for the write lock to start the log
 * over waits for it, or the log would grow for as long as the load lasts.
 */
export function openStore(file: string, changes?: ChangeFeed): Store {
  const sqlite = openSqlite(file);
  const store = createSqliteStore(sqlite, changes);
  if (file === ":memory:") return store;
  sqlite.pragma("wal_autocheckpoint = 0");
  // When the log starts over, its file is cut back to this size.
  sqlite.pragma(`journal_size_limit = ${CHECKPOINT_PACE.restartFrames * 4096}`);
  const checkpointer = createWalCheckpointer(file, CHECKPOINT_PACE, () => {
    if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  });
  return {
    ...store,
    write(unit) {
      checkpointer.wake();
      const restarting = checkpointer.restarting();
      return restarting ? restarting.then(() => store.write(unit)) : store.write(unit);
    },
    async close() {
      await checkpointer.stop();
      await store.close();
    },
  };
}

/** Where the game core's tables live: PostgreSQL with DATABASE_URL, else the SQLite file. */
export interface StoreLocation {
  readonly DATA_DIR: string;
  readonly DATABASE_FILE?: string | undefined;
  readonly DATABASE_URL?: string | undefined;
  readonly DATABASE_POOL_SIZE?: number | undefined;
}

export interface StoreOptions {
  /** Where commits are published (in-process when unset). */
  readonly changes?: ChangeFeed;
  /** PostgreSQL: told when the server ends a connection (a restart); the pool reconnects by itself. */
  readonly onConnectionLost?: (error: Error) => void;
}

/** Opens the game core's store where the configuration puts it. */
export function openConfiguredStore(
  location: StoreLocation,
  { changes, onConnectionLost }: StoreOptions = {},
): Store {
  if (location.DATABASE_URL) {
    return createPostgresStore(
      createPostgresPool({
        connectionString: location.DATABASE_URL,
        max: location.DATABASE_POOL_SIZE,
        ...(onConnectionLost ? { onConnectionLost } : {}),
      }),
      changes ? { changes } : {},
    );
  }
  return openStore(location.DATABASE_FILE ?? join(location.DATA_DIR, "app.db"), changes);
}

/**
 * Builds the migrator over the project's static migration list. On
 * PostgreSQL, `schema` names the schema that holds the migration tables when
 * it is not `public` (kysely looks for them by schema).
 */
export function createMigrator(db: Kysely<Database>, schema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Applies pending migrations; throws with the failing migration's error. */
export async function migrateToLatest(store: Pick<Store, "db" | "schema">): Promise<MigrationResultSet> {
  const result = await createMigrator(store.db, store.schema).migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
