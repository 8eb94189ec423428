import { existsSync } from "node:fs";
import { join } from "node:path";
import { ConfigError } from "../platform/config-parsers.ts";
import { parseConfig } from "../src/config.ts";
import { createMigrator, openConfiguredStore } from "../src/db/open-database.ts";

/** `npm run migrate [-- --down]`: applies pending migrations, or reverts the last one. */
if (existsSync(".env")) process.loadEnvFile(".env");
try {
  const config = parseConfig(process.env);
  const where = config.DATABASE_URL
    ? "PostgreSQL"
    : (config.DATABASE_FILE ?? join(config.DATA_DIR, "app.db"));
  const store = openConfiguredStore(config);
  const migrator = createMigrator(store.db);
  const { error, results } = process.argv.includes("--down")
    ? await migrator.migrateDown()
    : await migrator.migrateToLatest();
  for (const r of results ?? [])
    console.log(`${r.status.padEnd(7)} ${r.direction.padEnd(4)} ${r.migrationName}`);
  if (!results?.length) console.log(`${where}: up to date`);
  await store.close();
  if (error) throw error;
} catch (error) {
  console.error(error instanceof ConfigError ? `Invalid configuration: ${error.message}` : error);
  process.exit(1);
}
