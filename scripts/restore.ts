import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { BackupError } from "../platform/backup/backup-errors.ts";
import { restoreBackup } from "../platform/backup/restore-backup.ts";
import { installationLogs } from "./backup/installation.ts";

/**
 * `npm run restore -- MANIFEST --data-dir DIR` (SQLite) or
 * `npm run restore -- MANIFEST --database-url URL [--data-dir DIR]`
 * (PostgreSQL: an empty database; the data directory takes the JWT secret).
 * Checks everything before it changes anything; on failure prints
 * `restore refused (<code>): …` and exits 1 with the target untouched.
 */
if (existsSync(".env")) process.loadEnvFile(".env");
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { "data-dir": { type: "string" }, "database-url": { type: "string" } },
  });
  const manifest = positionals[0];
  if (!manifest || positionals.length > 1 || !(values["data-dir"] || values["database-url"]))
    throw new BackupError(
      "invalid_arguments",
      "usage: npm run restore -- MANIFEST --data-dir DIR | --database-url URL [--data-dir DIR]",
    );
  const report = await restoreBackup(
    manifest,
    {
      ...(values["data-dir"] ? { dataDir: values["data-dir"] } : {}),
      ...(values["database-url"] ? { databaseUrl: values["database-url"] } : {}),
    },
    installationLogs(),
  );
  console.log(`restored ${report.restored.join(", ")}`);
  if (report.replacedInto) console.log(`the files it replaced are in ${report.replacedInto}`);
  for (const name of report.skipped) console.log(`not restored: ${name} (give --data-dir for it)`);
  console.log("start the services: migrations bring an older backup up to date");
} catch (error) {
  if (error instanceof BackupError) console.error(`restore refused (${error.code}): ${error.message}`);
  else console.error(`restore failed: ${(error as Error).message}`);
  process.exit(1);
}
