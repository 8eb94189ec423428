import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import { parseArgs } from "node:util";
import { BackupError } from "../platform/backup/backup-errors.ts";
import { takeBackup } from "../platform/backup/take-backup.ts";
import { ConfigError } from "../platform/config-parsers.ts";
import { readRelease } from "../platform/release.ts";
import { installationPlan } from "./backup/installation.ts";

/**
 * `npm run backup -- --to DIR [--keep N]`: an online, consistent backup of
 * every database of this installation into a new folder in DIR, while the
 * services keep serving. Prints a line per file, and the manifest's path as
 * its last line; on failure `backup failed (<code>): …` and exit 1.
 */
if (existsSync(".env")) process.loadEnvFile(".env");
try {
  const { values } = parseArgs({ options: { to: { type: "string" }, keep: { type: "string" } } });
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (!values.to || (keep !== undefined && !(Number.isInteger(keep) && keep > 0)))
    throw new BackupError("invalid_arguments", "usage: npm run backup -- --to DIR [--keep N]");
  const { manifestPath, manifest } = await takeBackup(installationPlan(process.env), values.to, {
    release: readRelease(),
    ...(keep ? { keep } : {}),
    // The copies ran at full speed (each holds a snapshot, and so the WAL, while it runs); the hashing can wait for the services.
    onCopied: () => setPriority(10),
    onSkipped: (name, file) => console.log(`skipped ${name}: ${file} does not exist (not used here)`),
  });
  for (const file of manifest.files) console.log(`${file.name}  ${file.bytes} bytes  sha256 ${file.sha256}`);
  console.log(`took ${manifest.duration_ms} ms`);
  console.log(manifestPath);
} catch (error) {
  if (error instanceof BackupError) console.error(`backup failed (${error.code}): ${error.message}`);
  else if (error instanceof ConfigError)
    console.error(`backup failed: invalid configuration: ${error.message}`);
  else console.error(`backup failed: ${(error as Error).message}`);
  process.exit(1);
}
