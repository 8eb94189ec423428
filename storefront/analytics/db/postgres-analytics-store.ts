import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { mapEngineError } from "../../../platform/engine-faults.ts";
import type { AnalyticsStore } from "./analytics-store.ts";
import { createGroupCommit } from "./group-commit.ts";
import { type Append, writeAppends } from "./postgres-appends.ts";
import { drainOnPostgres } from "./postgres-drain.ts";
import { createPostgresSqlRunner, createUnnamedSqlRunner } from "./postgres-sql-runner.ts";

/** Batches one flush carries at most (a few MB of events). */
const MAX_FLUSH = 500;

/** Runs `work` in a transaction; an unreachable database becomes 503 with Retry-After. */
async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw mapEngineError(error);
  });
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw mapEngineError(error);
  } finally {
    client.release();
  }
}

/** Runs `job` unless another process holds the job's session advisory lock (then resolves undefined). */
async function exclusiveOnPostgres<T>(
  pool: pg.Pool,
  name: string,
  job: () => Promise<T>,
): Promise<T | undefined> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      "select pg_try_advisory_lock(hashtext($1)) as locked",
      [`analytics:${name}`],
    );
    if (!rows[0]?.locked) return undefined;
    try {
      return await job();
    } finally {
      await client.query("select pg_advisory_unlock(hashtext($1))", [`analytics:${name}`]);
    }
  } finally {
    client.release();
  }
}

/**
 * The analytics store in PostgreSQL (its pool's search path is the analytics
 * schema). Ingest is group-committed: the batches of every request that
 * arrives during a flush go in the next one, as one `unnest` insert, and each
 * request is answered once its flush has committed. A drain locks the cursor
 * row (`for update skip locked`), so one process drains at a time and the
 * others skip their turn; jobs such as the purge take a session advisory lock.
 */
export function createPostgresAnalyticsStore(pool: pg.Pool): AnalyticsStore {
  const kysely = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });

  const appends = createGroupCommit<Append>(
    (items) => inTransaction(pool, (client) => writeAppends(client, items)),
    MAX_FLUSH,
  );

  return {
    engine: "postgresql",
    kysely,
    sql: createPostgresSqlRunner(pool, "analytics"),
    append: (batch, drops, tallies) => appends.submit({ batch, drops, tallies }),
    drain: (maxBatches, fold) => inTransaction(pool, (client) => drainOnPostgres(client, maxBatches, fold)),
    withCursorLocked: (work) =>
      inTransaction(pool, async (client) => {
        // Waits for a drain in progress; drains that start meanwhile find the row locked and skip their turn.
        const { rows } = await client.query<{ value: number }>(
          "select value from rollup_state where name = 'cursor' for update",
        );
        return work(createUnnamedSqlRunner(client), rows[0]?.value ?? 0);
      }),
    exclusive: (name, job) => exclusiveOnPostgres(pool, name, job),
    async ping() {
      try {
        await pool.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    close: () => kysely.destroy(),
  };
}
