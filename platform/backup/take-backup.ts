import { chmodSync, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Release } from "../release.ts";
import { BackupError } from "./backup-errors.ts";
import { type BackupFile, type BackupManifest, MANIFEST_FORMAT } from "./backup-manifest.ts";
import type { BackupPlan } from "./backup-plan.ts";
import { syncPath, writeDurably } from "./durable-files.ts";
import { digestFile } from "./file-digest.ts";
import { dumpPostgres, postgresMigrations } from "./postgres-backup.ts";
import { copySqlite, sqliteMigrations } from "./sqlite-backup.ts";

/** A finished backup's folder: `backup-` and its start time (UTC, to the millisecond). */
const FOLDER = /^backup-\d{8}T\d{9}Z$/;

export interface BackupOptions {
  readonly release: Release;
  readonly now?: () => Date;
  /** After a success, keep this many backups in the folder and delete the older ones. */
  readonly keep?: number;
  /** Called once every database is copied, before the files are hashed (the command lowers its priority there). */
  readonly onCopied?: () => void;
  /** Told of each file it could not take because it does not exist (a product this installation never ran). */
  readonly onSkipped?: (name: string, file: string) => void;
}

export interface BackupResult {
  readonly manifestPath: string;
  readonly manifest: BackupManifest;
}

const folderName = (at: Date) => `backup-${at.toISOString().replace(/[-:.]/g, "")}`;

/** A file copied into the backup, not yet described. */
interface Copied {
  readonly name: string;
  readonly kind: BackupFile["kind"];
  readonly migrations: BackupFile["migrations"];
}

/** Flushes a copied file and reads its size and SHA-256. */
async function describe(folder: string, { name, kind, migrations }: Copied): Promise<BackupFile> {
  const path = join(folder, name);
  chmodSync(path, 0o600);
  syncPath(path);
  return { name, kind, ...(await digestFile(path)), migrations };
}

/** Copies every database (and secret) of the plan into `folder`, each snapshot as short as it can be. */
async function copyAll(plan: BackupPlan, folder: string, options: BackupOptions): Promise<Copied[]> {
  const copied: Copied[] = [];
  if (plan.engine === "postgres") {
    const migrations = await postgresMigrations(plan.url, plan.logs);
    await dumpPostgres(plan.url, join(folder, "postgres.dump"));
    copied.push({ name: "postgres.dump", kind: "pg_dump", migrations });
  } else {
    for (const db of plan.databases) {
      if (!existsSync(db.file)) {
        options.onSkipped?.(db.name, db.file);
        continue;
      }
      await copySqlite(db.file, join(folder, db.name));
      copied.push({
        name: db.name,
        kind: "sqlite",
        migrations: sqliteMigrations(join(folder, db.name), db.logs),
      });
    }
  }
  for (const secret of plan.secrets) {
    if (!existsSync(secret.file)) continue;
    copyFileSync(secret.file, join(folder, secret.name));
    copied.push({ name: secret.name, kind: "secret", migrations: {} });
  }
  return copied;
}

/**
 * Takes one backup into a new folder inside `dir`: each database's file, then
 * `manifest.json` (each file's size, sha256 and migrations; the time; the
 * release). It is written as `<folder>.partial` and renamed when whole, so a
 * folder without that suffix is always a complete backup.
 */
export async function takeBackup(
  plan: BackupPlan,
  dir: string,
  options: BackupOptions,
): Promise<BackupResult> {
  const now = options.now ?? (() => new Date());
  const started = now();
  const folder = join(dir, folderName(started));
  const partial = `${folder}.partial`;
  mkdirSync(partial, { recursive: true, mode: 0o700 });
  try {
    const copied = await copyAll(plan, partial, options);
    // No snapshot is held from here on: what is left (hashing) may yield to the services.
    options.onCopied?.();
    const files: BackupFile[] = [];
    for (const file of copied) files.push(await describe(partial, file));
    if (!files.some((file) => file.kind !== "secret"))
      throw new BackupError("source_unavailable", "no database file exists (is DATA_DIR right?)");
    const finished = now();
    const manifest: BackupManifest = {
      format: MANIFEST_FORMAT,
      engine: plan.engine,
      started_at: started.toISOString(),
      finished_at: finished.toISOString(),
      duration_ms: finished.getTime() - started.getTime(),
      version: options.release.version,
      release_id: options.release.release_id,
      files,
    };
    writeDurably(join(partial, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    renameSync(partial, folder);
    syncPath(dir);
    if (options.keep) pruneBackups(dir, options.keep);
    return { manifestPath: join(folder, "manifest.json"), manifest };
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/** The complete backups in `dir`, oldest first. */
export function listBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => FOLDER.test(name))
    .sort();
}

/** Deletes the oldest complete backups beyond `keep`. */
export function pruneBackups(dir: string, keep: number): void {
  const all = listBackups(dir);
  for (const name of all.slice(0, Math.max(0, all.length - keep)))
    rmSync(join(dir, name), { recursive: true, force: true });
}
