import { type Migration, Migrator } from "kysely";
import type { StorefrontDatabase } from "./storefront-database.ts";

/**
 * One service's migrations, tracked in its own `<service>_migrations` table
 * so that each service applies and reverts only what it owns.
 */
export interface ServiceMigrations {
  readonly service: string;
  readonly migrations: Readonly<Record<string, Migration>>;
}

function migratorOf(database: StorefrontDatabase, { service, migrations }: ServiceMigrations): Migrator {
  return new Migrator({
    db: database.tables<unknown>(),
    provider: { getMigrations: async () => migrations },
    migrationTableName: `${service}_migrations`,
    migrationLockTableName: `${service}_migrations_lock`,
    // Without it kysely finds its tables by name in any schema, and a second storefront schema in the same database would use the first one's.
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
}

/** Applies a service's pending migrations; throws with the failing migration's error. */
export async function migrateService(database: StorefrontDatabase, owned: ServiceMigrations): Promise<void> {
  const result = await migratorOf(database, owned).migrateToLatest();
  if (result.error) throw result.error;
}

/** The names of a service's migrations not applied yet (health reports them). */
export async function pendingMigrations(
  database: StorefrontDatabase,
  owned: ServiceMigrations,
): Promise<string[]> {
  const all = await migratorOf(database, owned).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
