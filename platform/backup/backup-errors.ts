/**
 * Why a backup or a restore stopped: a stable code (scripts and alerts match
 * on it) and a sentence for the operator. The backup and restore commands
 * print `<code>: <message>` and exit 1; nothing else is their output then.
 */
export const BACKUP_ERRORS = {
  invalid_arguments: "the command line is not understood",
  source_unavailable: "a database to back up cannot be read",
  copy_failed: "a database could not be copied",
  dump_failed: "pg_dump failed",
  not_a_manifest: "the file is not a backup manifest",
  file_missing: "a file the manifest lists is missing",
  checksum_mismatch: "a file does not match the manifest's size or sha256 (corrupt or truncated)",
  not_sqlite: "a file the manifest calls a SQLite database is not one",
  integrity_failed: "PRAGMA integrity_check did not answer ok",
  newer_schema: "the backup was taken by a newer release (a migration this release does not know)",
  engine_mismatch: "the backup's engine does not match the restore's target",
  target_in_use: "a running process holds a database in the target",
  target_not_empty: "the target PostgreSQL database is not empty",
  restore_failed: "pg_restore failed",
} as const;

export type BackupErrorCode = keyof typeof BACKUP_ERRORS;

export class BackupError extends Error {
  constructor(
    readonly code: BackupErrorCode,
    detail: string,
  ) {
    super(`${BACKUP_ERRORS[code]}: ${detail}`);
    this.name = "BackupError";
  }
}
