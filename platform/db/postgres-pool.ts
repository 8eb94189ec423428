import type pg from "pg";
import { loadPg } from "../net/engine-modules.ts";

/** Integer types come back as numbers (the schema's counters and ids fit in 2^53). */
const numberTypes = ({ types }: typeof pg) => ({
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === types.builtins.INT8 || oid === types.builtins.NUMERIC) return Number;
    return types.getTypeParser(oid, format);
  },
});

export interface PostgresOptions {
  /** `postgres://…` */
  readonly connectionString: string;
  /** Connections in the pool. */
  readonly max?: number;
  /** Sets the schema search path on every connection (tests use a schema each). */
  readonly schema?: string | undefined;
  /** Told when the server ends a connection (to log it); the pool reconnects on the next query. */
  readonly onConnectionLost?: (error: Error) => void;
}

/**
 * A pg pool with the project's type parsers. A connection the server ends
 * (a restart, a failover, a reset) never crashes the process: pg emits
 * `error` on the client, idle or checked out, and the pool's listener only
 * covers idle ones, so every client gets a listener of its own when it
 * connects. The query in flight fails with the error (answered 503), and the
 * pool drops the broken client when it is released. A unit waits up to 10 s
 * for a connection (pg counts the wait for a free pooled one in that too),
 * so a burst queued behind the pool is served late rather than refused; a
 * server that is down refuses at once, and that is answered 503 at once.
 * Connections pipeline: a query is sent without waiting for the one before
 * it to be answered, so a write unit's BEGIN shares its first statement's
 * round trip (postgres-store.ts); queries still run in the order sent.
 */
export function createPostgresPool(options: PostgresOptions): pg.Pool {
  const engine = loadPg();
  const pool = new engine.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 10_000,
    pipeline: true,
    idleTimeoutMillis: 30_000,
    types: numberTypes(engine),
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const lost = options.onConnectionLost ?? (() => {});
  pool.on("error", lost);
  pool.on("connect", (client) => client.on("error", lost));
  return pool;
}
