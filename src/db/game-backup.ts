import { join } from "node:path";
import type { ProductBackup } from "../../platform/backup/backup-plan.ts";
import { MIGRATIONS } from "./migrations/index.ts";
import type { StoreLocation } from "./open-database.ts";

/** The game database in a backup: `app.db` on SQLite, the `public` schema's log on PostgreSQL. */
export function gameBackup(location: StoreLocation): ProductBackup {
  const log = { label: "game", table: "kysely_migration", known: Object.keys(MIGRATIONS) };
  if (location.DATABASE_URL) return { sqlite: [], postgresLogs: [{ ...log, schema: "public" }] };
  const file = location.DATABASE_FILE ?? join(location.DATA_DIR, "app.db");
  return { sqlite: [{ name: "app.db", file, logs: [log] }], postgresLogs: [] };
}
