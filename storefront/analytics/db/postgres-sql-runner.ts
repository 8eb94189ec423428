import type pg from "pg";
import { mapEngineError } from "../../../platform/engine-faults.ts";
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
  // An unreachable database becomes 503 with Retry-After, as in the game core.
  const query = (sql: string, params: readonly unknown[]) =>
    pool.query({ ...statement(sql), values: [...params] }).catch((error: unknown) => {
      throw mapEngineError(error);
    });
  return {
    async all<T>(sql: string, params: readonly unknown[] = []) {
      const result = await query(sql, params);
      return result.rows as T[];
    },
    async run(sql: string, params: readonly unknown[] = []) {
      const result = await query(sql, params);
      return result.rowCount ?? 0;
    },
  };
}

/**
 * A SqlRunner over one client inside a transaction: statements run unnamed,
 * since named ones are per connection and this client returns to the pool.
 */
export function createUnnamedSqlRunner(client: Pick<pg.PoolClient, "query">): SqlRunner {
  const text = (sql: string) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${++n}`);
  };
  return {
    async all<T>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(text(sql), [...params])).rows as T[];
    },
    async run(sql: string, params: readonly unknown[] = []) {
      return (await client.query(text(sql), [...params])).rowCount ?? 0;
    },
  };
}
