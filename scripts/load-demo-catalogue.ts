import { existsSync } from "node:fs";
import { ConfigError } from "../platform/config-parsers.ts";
import { parseStorefrontConfig } from "../storefront/config.ts";
import { DEMO_CATALOGUE } from "../storefront/product/demo-catalogue.ts";
import { createProductModule } from "../storefront/product/product-module.ts";
import { openStorefrontDatabase } from "../storefront/shared/storefront-database.ts";
import { migrateStorefront } from "../storefront/storefront-platform.ts";

/**
 * `npm run storefront:demo-catalogue`: loads the demo catalogue into the
 * product service's tables (the SQLite file, or PostgreSQL with
 * DATABASE_URL). Running it again resets those products' details and stock.
 */
if (existsSync(".env")) process.loadEnvFile(".env");
try {
  const config = parseStorefrontConfig(process.env);
  const database = await openStorefrontDatabase(config);
  try {
    await migrateStorefront(database);
    await createProductModule(database).upsert(DEMO_CATALOGUE);
    process.stdout.write(`Loaded ${DEMO_CATALOGUE.length} demo products.\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(
    error instanceof ConfigError
      ? `Invalid configuration: ${error.message}\n`
      : `${(error as Error).stack}\n`,
  );
  process.exit(1);
}
