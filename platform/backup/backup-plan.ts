import type { MigrationLog } from "./migration-logs.ts";

/** A SQLite database of the installation: its file, the name it has in a backup, and its migration logs. */
export interface SqliteDatabase {
  readonly name: string;
  readonly file: string;
  readonly logs: readonly MigrationLog[];
}

/**
 * What one product keeps: its SQLite files, or, on PostgreSQL (DATABASE_URL),
 * its migration logs in the shared database, which one pg_dump holds whole.
 */
export interface ProductBackup {
  readonly sqlite: readonly SqliteDatabase[];
  readonly postgresLogs: readonly MigrationLog[];
}

/** A generated secret kept in the data directory (the JWT secret), backed up beside the databases. */
export interface SecretFile {
  readonly name: string;
  readonly file: string;
}

/** Everything an installation backs up. */
export type BackupPlan =
  | {
      readonly engine: "sqlite";
      readonly databases: readonly SqliteDatabase[];
      readonly secrets: readonly SecretFile[];
    }
  | {
      readonly engine: "postgres";
      readonly url: string;
      readonly logs: readonly MigrationLog[];
      readonly secrets: readonly SecretFile[];
    };

/** The plan of an installation made of these products. */
export function planBackup(
  products: readonly ProductBackup[],
  url: string | undefined,
  secrets: readonly SecretFile[],
): BackupPlan {
  if (url) return { engine: "postgres", url, logs: products.flatMap((p) => p.postgresLogs), secrets };
  return { engine: "sqlite", databases: products.flatMap((p) => p.sqlite), secrets };
}
