import type SQLite from "better-sqlite3";
import { Kysely, type MigrationResultSet, Migrator, SqliteDialect } from "kysely";
import { openSqlite } from "../../../src/db/open-database.ts";
import { withStatementCache } from "../../../src/db/statement-cache.ts";
import { ANALYTICS_MIGRATIONS } from "./migrations/index.ts";

/**
 * The analytics database: its own SQLite file, so heavy ingest never waits on
 * the game database's write lock. `sqlite` is the raw handle the hot paths use
 * (ingest, rollup worker, reports): they run synchronous prepared statements,
 * which cost microseconds where a kysely round trip costs tens of them.
 * `kysely` runs the migrations.
 */
export interface AnalyticsDatabase {
  readonly sqlite: SQLite.Database;
  readonly kysely: Kysely<unknown>;
  /** Whether the database answers a trivial query. */
  ping(): boolean;
  close(): Promise<void>;
}

/** Opens (creating when needed) the analytics SQLite file with the shared pragmas. */
export function openAnalyticsDatabase(file: string): AnalyticsDatabase {
  const sqlite = openSqlite(file);
  // Rollups and the visit index are read on every drain; keep them in memory.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("temp_store = MEMORY");
  const kysely = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const select1 = sqlite.prepare("select 1").pluck();
  const ping = () => {
    try {
      return select1.get() === 1;
    } catch {
      return false;
    }
  };
  return { sqlite, kysely, ping, close: () => kysely.destroy() };
}

/** Applies the analytics migrations; throws with the failing migration's error. */
export async function migrateAnalyticsDatabase(database: AnalyticsDatabase): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: database.kysely,
    provider: { getMigrations: async () => ANALYTICS_MIGRATIONS },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
