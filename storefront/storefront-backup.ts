import { join } from "node:path";
import type { ProductBackup } from "../platform/backup/backup-plan.ts";
import type { MigrationLog } from "../platform/backup/migration-logs.ts";
import { ANALYTICS_MIGRATIONS } from "./analytics/db/migrations/index.ts";
import type { StorefrontConfig } from "./config.ts";
import { STOREFRONT_MIGRATIONS } from "./storefront-migrations.ts";

const serviceLogs = (schema?: string): MigrationLog[] =>
  STOREFRONT_MIGRATIONS.map(({ service, migrations }) => ({
    label: `storefront.${service}`,
    table: `${service}_migrations`,
    known: Object.keys(migrations),
    ...(schema ? { schema } : {}),
  }));

const analyticsLog = { label: "analytics", known: Object.keys(ANALYTICS_MIGRATIONS) };

type Location = Pick<StorefrontConfig, "DATA_DIR"> &
  Partial<Pick<StorefrontConfig, "DATABASE_URL" | "STOREFRONT_DATABASE_FILE" | "ANALYTICS_DATABASE_FILE">>;

/**
 * The storefront in a backup: `storefront.db` (the six services' tables) and
 * `analytics.db` on SQLite; on PostgreSQL, the logs of the `storefront` and
 * `analytics` schemas (see storefront-database.ts and open-analytics-store.ts).
 */
export function storefrontBackup(config: Location): ProductBackup {
  if (config.DATABASE_URL)
    return {
      sqlite: [],
      postgresLogs: [
        ...serviceLogs("storefront"),
        { ...analyticsLog, schema: "analytics", table: "analytics_migration" },
      ],
    };
  return {
    sqlite: [
      {
        name: "storefront.db",
        file: config.STOREFRONT_DATABASE_FILE ?? join(config.DATA_DIR, "storefront.db"),
        logs: serviceLogs(),
      },
      {
        name: "analytics.db",
        file: config.ANALYTICS_DATABASE_FILE ?? join(config.DATA_DIR, "analytics.db"),
        logs: [{ ...analyticsLog, table: "kysely_migration" }],
      },
    ],
    postgresLogs: [],
  };
}
