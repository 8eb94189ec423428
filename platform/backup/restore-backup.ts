import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { BackupError } from "./backup-errors.ts";
import { type BackupFile, type BackupManifest, readManifest } from "./backup-manifest.ts";
import { syncPath } from "./durable-files.ts";
import { digestFile } from "./file-digest.ts";
import { type MigrationLog, newerLogs } from "./migration-logs.ts";
import { assertEmptyPostgres, restorePostgres } from "./postgres-backup.ts";
import { checkSqliteIntegrity, sqliteFileInUse } from "./sqlite-backup.ts";

/** Where a backup goes: the data directory (SQLite files, the secret) and, for a dump, an empty database. */
export interface RestoreTarget {
  readonly dataDir?: string;
  readonly databaseUrl?: string;
}

export interface RestoreReport {
  readonly restored: string[];
  /** Where the files the restore replaced were moved (null when it replaced none). */
  readonly replacedInto: string | null;
  /** Files the target had no place for (a secret without --data-dir). */
  readonly skipped: string[];
}

/** What SQLite keeps beside a database file; moved aside with it, so no old log is replayed over the new file. */
const COMPANIONS = ["", "-wal", "-shm", "-journal"];

async function verifyFile(folder: string, file: BackupFile, logs: readonly MigrationLog[]): Promise<void> {
  const path = join(folder, file.name);
  if (!existsSync(path)) throw new BackupError("file_missing", path);
  const { bytes, sha256 } = await digestFile(path);
  if (bytes !== file.bytes || sha256 !== file.sha256)
    throw new BackupError("checksum_mismatch", `${path}: ${bytes} bytes, sha256 ${sha256}`);
  const newer = newerLogs(file.migrations, logs);
  if (newer.length) throw new BackupError("newer_schema", `${file.name}: ${newer.join(", ")}`);
  if (file.kind === "sqlite") checkSqliteIntegrity(path);
}

function checkTarget(manifest: BackupManifest, target: RestoreTarget): Promise<void> | void {
  if (manifest.engine === "postgres") {
    if (!target.databaseUrl)
      throw new BackupError("engine_mismatch", "a PostgreSQL backup restores with --database-url");
    return assertEmptyPostgres(target.databaseUrl);
  }
  if (!target.dataDir) throw new BackupError("engine_mismatch", "a SQLite backup restores with --data-dir");
  const dataDir = target.dataDir;
  const present = existsSync(dataDir) ? readdirSync(dataDir).filter((name) => name.endsWith(".db")) : [];
  const names = new Set([
    ...manifest.files.filter((f) => f.kind === "sqlite").map((f) => f.name),
    ...present,
  ]);
  const held = [...names].map((name) => join(dataDir, name)).filter(sqliteFileInUse);
  if (held.length) throw new BackupError("target_in_use", held.join(", "));
}

/**
 * Copies the files into a staging folder beside their places (same disk), then
 * moves whatever they replace (with SQLite's log files) into `replaced-<time>/`
 * and renames each new file into place: each file appears whole or not at all.
 */
function placeFiles(folder: string, files: readonly BackupFile[], dataDir: string, stamp: string) {
  mkdirSync(dataDir, { recursive: true });
  const staging = join(dataDir, `.restore-${stamp}`);
  const aside = join(dataDir, `replaced-${stamp}`);
  mkdirSync(staging, { mode: 0o700 });
  let replaced = false;
  try {
    for (const file of files) {
      copyFileSync(join(folder, file.name), join(staging, file.name));
      syncPath(join(staging, file.name));
    }
    for (const file of files) {
      for (const suffix of COMPANIONS) {
        const current = join(dataDir, file.name + suffix);
        if (!existsSync(current)) continue;
        mkdirSync(aside, { recursive: true, mode: 0o700 });
        renameSync(current, join(aside, file.name + suffix));
        replaced = true;
      }
      renameSync(join(staging, file.name), join(dataDir, file.name));
    }
    syncPath(dataDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return replaced ? aside : null;
}

/**
 * Restores a backup into a stopped installation. Before anything changes it
 * checks every file's size and sha256, SQLite's integrity check, that no
 * migration is newer than this release's, and that the target is free (no
 * process holds its SQLite files; the PostgreSQL database is empty). Older
 * backups are brought up to date by the migrations at the next start.
 */
export async function restoreBackup(
  manifestPath: string,
  target: RestoreTarget,
  logs: readonly MigrationLog[],
  now: () => Date = () => new Date(),
): Promise<RestoreReport> {
  const manifest = readManifest(manifestPath);
  const folder = dirname(manifestPath);
  for (const file of manifest.files) await verifyFile(folder, file, logs);
  await checkTarget(manifest, target);
  const stamp = now().toISOString().replace(/[-:.]/g, "");
  const dump = manifest.files.find((f) => f.kind === "pg_dump");
  if (dump && target.databaseUrl) await restorePostgres(join(folder, dump.name), target.databaseUrl);
  const local = manifest.files.filter((f) => f.kind !== "pg_dump");
  const placed = target.dataDir ? local : [];
  const replacedInto = target.dataDir ? placeFiles(folder, placed, target.dataDir, stamp) : null;
  return {
    restored: [...(dump ? [dump.name] : []), ...placed.map((f) => f.name)],
    replacedInto,
    skipped: local.filter((f) => !placed.includes(f)).map((f) => f.name),
  };
}
