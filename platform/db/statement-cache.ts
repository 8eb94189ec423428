import type { SqliteDatabase, SqliteStatement } from "kysely";

/** The two methods of better-sqlite3's Database that kysely calls. */
interface PreparingDatabase {
  prepare(sql: string): SqliteStatement;
  close(): unknown;
}

/**
 * Wraps a SQLite handle so kysely reuses prepared statements. Kysely prepares
 * every query anew; compiling the SQL costs more than running it, and the
 * same few dozen query shapes repeat on every request. Statements are only
 * used synchronously (all/run), so sharing one across calls is safe.
 */
export function withStatementCache(database: PreparingDatabase, maxStatements = 500): SqliteDatabase {
  const cache = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (cache.size >= maxStatements) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement;
    },
    close() {
      cache.clear();
      database.close();
    },
  };
}
