import { type Kysely, type Migration, Migrator } from "kysely";

/**
 * One service's migrations, tracked in its own `<service>_migrations` table
 * so that each service applies and reverts only what it owns.
 */
export interface ServiceMigrations {
  readonly service: string;
  readonly migrations: Readonly<Record<string, Migration>>;
}

function migratorOf(db: Kysely<unknown>, { service, migrations }: ServiceMigrations): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: `${service}_migrations`,
    migrationLockTableName: `${service}_migrations_lock`,
  });
}

/** Applies a service's pending migrations; throws with the failing migration's error. */
export async function migrateService(db: Kysely<unknown>, owned: ServiceMigrations): Promise<void> {
  const result = await migratorOf(db, owned).migrateToLatest();
  if (result.error) throw result.error;
}

/** The names of a service's migrations not applied yet (health reports them). */
export async function pendingMigrations(db: Kysely<unknown>, owned: ServiceMigrations): Promise<string[]> {
  const all = await migratorOf(db, owned).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
