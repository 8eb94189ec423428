import type SQLite from "better-sqlite3";
import type { SqlRunner } from "./sql-runner.ts";

/** A SqlRunner over better-sqlite3: each text is prepared once, then run synchronously. */
export function createSqliteSqlRunner(sqlite: SQLite.Database): SqlRunner {
  const statements = new Map<string, SQLite.Statement>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = sqlite.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    async all<T>(sql: string, params: readonly unknown[] = []) {
      return prepared(sql).all(...params) as T[];
    },
    async run(sql: string, params: readonly unknown[] = []) {
      return prepared(sql).run(...params).changes;
    },
  };
}
