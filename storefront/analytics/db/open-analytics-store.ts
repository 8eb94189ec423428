import { Migrator } from "kysely";
import { createPostgresPool } from "../../../platform/db/postgres-pool.ts";
import type { AnalyticsStore } from "./analytics-store.ts";
import { ANALYTICS_MIGRATIONS } from "./migrations/index.ts";
import { createPostgresAnalyticsStore } from "./postgres-analytics-store.ts";
import { createSqliteAnalyticsStore } from "./sqlite-analytics-store.ts";

/** The PostgreSQL schema that owns the analytics tables, unless told otherwise. */
const ANALYTICS_SCHEMA = "analytics";

/** Where the analytics data lives: its own SQLite file, or a schema of a PostgreSQL database. */
export type AnalyticsLocation =
  | { readonly file: string }
  | { readonly databaseUrl: string; readonly schema?: string; readonly poolSize?: number };

/** Opens the analytics store and applies its migrations; throws with the failing migration's error. */
export async function openAnalyticsStore(location: AnalyticsLocation): Promise<AnalyticsStore> {
  const schema = "databaseUrl" in location ? (location.schema ?? ANALYTICS_SCHEMA) : undefined;
  const store =
    "databaseUrl" in location
      ? createPostgresAnalyticsStore(
          createPostgresPool({
            connectionString: location.databaseUrl,
            max: location.poolSize ?? 10,
            schema,
          }),
        )
      : createSqliteAnalyticsStore(location.file);
  try {
    const migrator = new Migrator({
      db: store.kysely,
      provider: { getMigrations: async () => ANALYTICS_MIGRATIONS },
      // On PostgreSQL: its own schema (created here when missing) and its own log names, because
      // kysely looks for its log by name across every schema, and the game core's is kysely_migration.
      ...(schema
        ? {
            migrationTableSchema: schema,
            migrationTableName: "analytics_migration",
            migrationLockTableName: "analytics_migration_lock",
          }
        : {}),
    });
    const result = await migrator.migrateToLatest();
    if (result.error) throw result.error;
    if (store.engine === "postgresql")
      await store.sql.run(
        "insert into rollup_state (name, value) values ('cursor', 0) on conflict (name) do nothing",
      );
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
