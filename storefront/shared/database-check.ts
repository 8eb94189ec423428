import { pendingMigrations, type ServiceMigrations } from "./service-migrations.ts";
import type { StorefrontDatabase } from "./storefront-database.ts";

/** The `database` health check: the database answers and the service's migrations are all applied. */
export function databaseCheck(database: StorefrontDatabase, owned: ServiceMigrations) {
  return {
    name: "database",
    async run() {
      const pending = await pendingMigrations(database.tables<unknown>(), owned);
      if (pending.length > 0) throw new Error(`migrations not applied: ${pending.join(", ")}`);
      return database.engine === "sqlite" ? "sqlite" : "postgresql";
    },
  };
}
