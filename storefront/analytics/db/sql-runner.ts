/**
 * Runs SQL that both engines read the same way, with `?` placeholders: the
 * reports' reads and the purge's deletes. SQLite runs it as cached prepared
 * statements, PostgreSQL as named statements.
 */
export interface SqlRunner {
  /** The rows a query returns. */
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a statement; resolves the number of rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
}
