import { pendingMigrations, type ServiceMigrations } from "./service-migrations.ts";
import type { StorefrontDatabase } from "./storefront-database.ts";

/**
 * How long "every migration is applied" is remembered. Migrations change only
 * when a release starts, while a health route may be probed hundreds of
 * times a second; the database itself is asked every time.
 */
const MIGRATIONS_CHECKED_FOR_MS = 10_000;

/** The `database` health check: the database answers and the service's migrations are all applied. */
export function databaseCheck(
  database: StorefrontDatabase,
  owned: ServiceMigrations,
  now: () => number = Date.now,
) {
  let appliedAt = Number.NEGATIVE_INFINITY;
  return {
    name: "database",
    async run() {
      if (now() - appliedAt > MIGRATIONS_CHECKED_FOR_MS) {
        const pending = await pendingMigrations(database, owned);
        if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(", ")}`);
        appliedAt = now();
      } else await database.ping();
      return database.engine === "sqlite" ? "sqlite" : "postgresql";
    },
  };
}
