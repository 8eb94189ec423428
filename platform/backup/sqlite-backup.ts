import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";
import { BackupError } from "./backup-errors.ts";
import type { MigrationLog } from "./migration-logs.ts";

/** Pages per backup step: all of them, so one read snapshot covers the whole copy. */
const ALL_PAGES = 0x7fffffff;
/** As much of the file as SQLite maps (it caps this at its own limit, 2 GB in this build). */
const MMAP_BYTES = 2 ** 40;

/**
 * Copies a live SQLite file with SQLite's online backup API, in one step:
 * one read transaction, so the copy is the database as of one commit, and in
 * WAL mode the writers never wait for it (a step at a time would start over
 * at every commit of another process, and never end under load). The caller
 * runs it off the serving processes (the backup command is a process of its
 * own). The copy is left in rollback-journal mode, one self-contained file;
 * the services set WAL again when they open it.
 */
export async function copySqlite(source: string, target: string): Promise<void> {
  if (!existsSync(source)) throw new BackupError("source_unavailable", `${source} does not exist`);
  let db: SQLite.Database;
  try {
    db = new SQLite(source, { readonly: true, fileMustExist: true, timeout: 5000 });
  } catch (error) {
    throw new BackupError("source_unavailable", `${source}: ${(error as Error).message}`);
  }
  try {
    // Pages read through a memory map: a third less CPU than a read call per page.
    db.pragma(`mmap_size = ${MMAP_BYTES}`);
    await db.backup(target, { progress: () => ALL_PAGES });
  } catch (error) {
    throw new BackupError("copy_failed", `${source}: ${(error as Error).message}`);
  } finally {
    db.close();
  }
  const copy = new SQLite(target, { fileMustExist: true });
  try {
    copy.pragma("journal_mode = DELETE");
  } finally {
    copy.close();
  }
}

function openChecked(file: string): SQLite.Database {
  try {
    const db = new SQLite(file, { readonly: true, fileMustExist: true });
    db.pragma("schema_version");
    return db;
  } catch (error) {
    throw new BackupError("not_sqlite", `${file}: ${(error as Error).message}`);
  }
}

/** Each log's last applied migration in a SQLite file (null when its table is missing or empty). */
export function sqliteMigrations(file: string, logs: readonly MigrationLog[]): Record<string, string | null> {
  const db = openChecked(file);
  try {
    const exists = db.prepare("select 1 from sqlite_master where type = 'table' and name = ?");
    return Object.fromEntries(
      logs.map((log) => {
        if (!exists.get(log.table)) return [log.label, null];
        const row = db.prepare(`select name from "${log.table}" order by name desc limit 1`).get() as
          | { name: string }
          | undefined;
        return [log.label, row?.name ?? null];
      }),
    );
  } finally {
    db.close();
  }
}

/** `not_sqlite` for a file SQLite cannot read, `integrity_failed` unless `PRAGMA integrity_check` answers ok. */
export function checkSqliteIntegrity(file: string): void {
  const db = openChecked(file);
  try {
    const rows = db.pragma("integrity_check") as { integrity_check: string }[];
    const problems = rows.map((row) => row.integrity_check).filter((line) => line !== "ok");
    if (problems.length)
      throw new BackupError("integrity_failed", `${file}: ${problems.slice(0, 3).join("; ")}`);
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new BackupError("integrity_failed", `${file}: ${(error as Error).message}`);
  } finally {
    db.close();
  }
}

/**
 * Whether a running process has the file open: every connection holds a
 * shared lock on it, so an exclusive lock, tried without waiting, fails.
 * Taking it checkpoints an idle file's log, which changes no data.
 */
export function sqliteFileInUse(file: string): boolean {
  if (!existsSync(file)) return false;
  const db = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma("locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "SQLITE_BUSY") return true;
    // A file that is no database is held by nothing that matters: the restore moves it aside.
    if (code === "SQLITE_NOTADB") return false;
    throw error;
  } finally {
    db.close();
  }
}
