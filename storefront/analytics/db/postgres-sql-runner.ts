import type pg from "pg";
import type { SqlRunner } from "./sql-runner.ts";

interface Translated {
  readonly name: string;
  readonly text: string;
}

/**
 * A SqlRunner over a pg pool: `?` becomes `$1`, `$2`… once per text, and the
 * statement runs named, so each connection parses it once.
 */
export function createPostgresSqlRunner(pool: Pick<pg.Pool, "query">, prefix: string): SqlRunner {
  const translated = new Map<string, Translated>();
  const statement = (sql: string): Translated => {
    let t = translated.get(sql);
    if (!t) {
      let n = 0;
      t = { name: `${prefix}_${translated.size}`, text: sql.replace(/\?/g, () => `$${++n}`) };
      translated.set(sql, t);
    }
    return t;
  };
  return {
    async all<T>(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query({ ...statement(sql), values: [...params] });
      return result.rows as T[];
    },
    async run(sql: string, params: readonly unknown[] = []) {
      const result = await pool.query({ ...statement(sql), values: [...params] });
      return result.rowCount ?? 0;
    },
  };
}
