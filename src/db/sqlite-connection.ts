import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SqliteStatement,
} from "kysely";
import type { ConnectionGate } from "./connection-gate.ts";
import type { Database } from "./schema.ts";

export type { SqliteStatement };

/** The few methods of a better-sqlite3 database this project calls. */
export interface SqliteHandle {
  readonly inTransaction: boolean;
  prepare(sql: string): SqliteStatement;
  close(): unknown;
}

/** Runs one statement synchronously, in kysely's result shape. */
export function executeSync(statement: SqliteStatement, values: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(values) };
  const { changes, lastInsertRowid } = statement.run(values);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/**
 * Kysely over the store's connection. `gated` queries take the connection
 * gate first (the store's own handle); ungated ones run at once, for code
 * that already holds it (a write unit).
 */
export function createKyselyOver(
  statement: (sql: string) => SqliteStatement,
  gate: ConnectionGate | null,
): Kysely<Database> {
  const connection: DatabaseConnection = {
    executeQuery: async <R>(query: CompiledQuery) =>
      executeSync(statement(query.sql), query.parameters) as QueryResult<R>,
    streamQuery: () => {
      throw new Error("streaming is not supported");
    },
  };
  const run = async (sql: string) => {
    await connection.executeQuery(CompiledQuery.raw(sql));
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => {
      await gate?.acquire();
      return connection;
    },
    releaseConnection: async () => gate?.release(),
    beginTransaction: async () => {
      if (!gate) throw new Error("a write unit is already a transaction; do not start another");
      await run("begin immediate");
    },
    commitTransaction: () => run("commit"),
    rollbackTransaction: () => run("rollback"),
    destroy: async () => {},
  };
  const dialect: Dialect = {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => driver,
    createQueryCompiler: () => new SqliteQueryCompiler(),
    createIntrospector: (db) => new SqliteIntrospector(db),
  };
  return new Kysely<Database>({ dialect });
}
