import { type Kysely, PostgresAdapter, SqliteAdapter } from "kysely";

/** True when `db` compiles for SQLite. */
export function isSqlite<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** True when `db` compiles for PostgreSQL (row locks, SKIP LOCKED). */
export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
