import { AsyncLocalStorage } from "node:async_hooks";
import { Kysely, PostgresDialect } from "kysely";
import type pg from "pg";
import { isEngineUnavailable, mapEngineError } from "../../platform/engine-faults.ts";
import { DomainError } from "../errors.ts";
import { type ChangeFeed, type ChangeNotice, createLocalChangeFeed } from "./change-feed.ts";
import type { CompiledStatement, Prepared } from "./prepared.ts";
import type { Database } from "./schema.ts";
import { type Store, WriteConflict, type WriteTx, type WriteUnit } from "./store.ts";
import { createWriteMemo, type MemoLayer, type WriteMemo } from "./write-memo.ts";

/** SQLSTATEs after which a unit is run again from the start: unique violation, serialization failure, deadlock. */
const RETRY_CODES = new Set(["23505", "40001", "40P01"]);
/** Attempts before a unit that keeps losing races gives up with 503 (hot spots: many writers on one game). */
const MAX_ATTEMPTS = 30;

/** What runs a unit's queries: its pooled connection, through `gathering`. */
type Queryable = Pick<pg.PoolClient, "query">;

/** A one-client pool, so kysely's builder inside a unit runs on the unit's transaction. */
function kyselyOnClient(client: Queryable): Kysely<Database> {
  return new Kysely<Database>({
    dialect: new PostgresDialect({
      pool: {
        connect: async () => ({ query: client.query.bind(client), release() {} }) as unknown as pg.PoolClient,
        end: async () => {},
      },
    }),
  });
}

/**
 * Each prepared query as a named statement: PostgreSQL parses and plans a
 * name once per connection, then only binds values.
 */
function namedStatements(db: Kysely<Database>) {
  const names = new Map<string, string>();
  const compiled = new Map<object, CompiledStatement>();
  let issued = 0;
  const compile = (query: Prepared<never, unknown>) => {
    let entry = compiled.get(query);
    if (!entry) {
      entry = query.compileFor(db);
      compiled.set(query, entry);
    }
    return entry;
  };
  const statement = <P>(query: Prepared<P, unknown>, params: P): pg.QueryConfig => {
    const entry = compile(query as Prepared<never, unknown>);
    let name = names.get(entry.sql);
    if (!name) {
      issued += 1;
      name = `q${issued}`;
      names.set(entry.sql, name);
    }
    return { name, text: entry.sql, values: query.bind(entry, params) };
  };
  /** Gives a query a new name, planned afresh on every connection: its old plan went stale. */
  const renew = (query: Prepared<never, unknown>) => names.delete(compile(query).sql);
  return Object.assign(statement, { renew });
}

/**
 * PostgreSQL's refusal of a prepared statement whose table a migration
 * changed since the connection planned it: another process migrated during a
 * rolling deploy, or a test migrated down and up.
 */
function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === "0A000" && /cached plan must not change result type/.test(message ?? "");
}

/**
 * Runs `attempt` on a pooled connection until it does not lose a race: a
 * write conflict, unique violation, serialization failure or deadlock runs
 * it again after a jittered, growing back-off; after MAX_ATTEMPTS, 503.
 */
async function withRetries<T>(pool: pg.Pool, attempt: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw mapEngineError(error);
    }
    let broken = false;
    try {
      return await attempt(client);
    } catch (error) {
      broken = isEngineUnavailable(error);
      const code = (error as { code?: string }).code;
      const retry = error instanceof WriteConflict || (code !== undefined && RETRY_CODES.has(code));
      if (!retry) throw mapEngineError(error);
      if (tries >= MAX_ATTEMPTS) {
        throw new DomainError(
          "service_unavailable",
          "Too many concurrent changes to the same game; try again.",
          1,
        );
      }
    } finally {
      client.release(broken);
    }
    // Jittered, growing back-off, so the losers of one race do not all collide again.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, 2 ** tries)));
  }
}

type NamedStatements = ReturnType<typeof namedStatements>;

/**
 * A prepared query's rows. A stale plan renames the query so every
 * connection plans it afresh; a read (on the pool) runs it again at once, a
 * unit (whose transaction the error aborted) runs again from the start.
 */
async function preparedRows<P, R>(
  statement: NamedStatements,
  pool: pg.Pool,
  client: pg.Pool | Queryable,
  query: Prepared<P, R>,
  params: P,
): Promise<R[]> {
  try {
    return (await client.query(statement(query, params))).rows as R[];
  } catch (error) {
    if (!isStalePlan(error)) throw error;
    statement.renew(query as Prepared<never, unknown>);
    if (client !== pool) throw new WriteConflict("a migration changed a table under a prepared statement");
    return (await client.query(statement(query, params))).rows as R[];
  }
}

/** What one attempt at a unit runs with. */
interface UnitParts {
  readonly pool: pg.Pool;
  readonly statement: NamedStatements;
  readonly changes: ChangeFeed;
  /** Values this process's units left (docs/decisions: the collision-checked memo), shared by its concurrent units. */
  readonly memo: WriteMemo;
  /** Marks the unit's async context, so the store refuses to be used from inside it. */
  readonly insideUnit: AsyncLocalStorage<true>;
}

/** A unit's handle on its transaction's connection; its hooks wait for the commit. */
function postgresUnitTx(
  client: Queryable,
  hooks: (() => void)[],
  memo: MemoLayer,
  parts: UnitParts,
): WriteTx {
  const { pool, statement, changes } = parts;
  let unitDb: Kysely<Database> | undefined;
  return {
    get db() {
      unitDb ??= kyselyOnClient(client);
      return unitDb;
    },
    all: <P, R>(query: Prepared<P, R>, params: P) => preparedRows(statement, pool, client, query, params),
    first: async <P, R>(query: Prepared<P, R>, params: P) =>
      (await preparedRows(statement, pool, client, query, params))[0],
    run: async <P>(query: Prepared<P, unknown>, params: P) =>
      (await client.query(statement(query, params))).rowCount ?? 0,
    afterCommit: (fn: () => void) => hooks.push(fn),
    announce: (change: ChangeNotice) => hooks.push(() => changes.publish(change)),
    memo,
  } as unknown as WriteTx;
}

/** The socket under a pooled client (pg's own field, absent from its types). */
const socketOf = (client: pg.PoolClient) =>
  (client as unknown as { connection?: { stream?: { cork?(): void; uncork?(): void } } }).connection?.stream;

/**
 * `client` with its writes gathered: the first query of a turn corks the
 * socket and the turn's end (process.nextTick runs once the promise jobs
 * queued now have run) uncorks it, so the queries a unit sends before it
 * next waits leave in one write. The pool's connections pipeline
 * (postgres-pool.ts), so they also share one round trip: BEGIN with the
 * unit's first statement, and a move's writes with each other.
 */
function gathering(client: pg.PoolClient): Queryable {
  const socket = socketOf(client);
  let corked = false;
  const uncork = () => {
    corked = false;
    socket?.uncork?.();
  };
  const query = (...args: unknown[]) => {
    if (!corked && socket?.cork) {
      corked = true;
      socket.cork();
      process.nextTick(uncork);
    }
    return (client.query as (...a: unknown[]) => unknown).apply(client, args);
  };
  return { query } as Queryable;
}

/** One attempt at `work` in its own REPEATABLE READ transaction on `client`. */
async function attemptUnit<T>(client: pg.PoolClient, work: WriteUnit<T>, parts: UnitParts): Promise<T> {
  const hooks: (() => void)[] = [];
  const memo = parts.memo.unit();
  const gathered = gathering(client);
  const tx = postgresUnitTx(gathered, hooks, memo.layer, parts);
  let value: T;
  try {
    // BEGIN is not waited for: it leaves with the unit's first statement. It fails only on a broken connection.
    const begun = gathered.query("begin isolation level repeatable read");
    [, value] = await Promise.all([begun, parts.insideUnit.run(true, () => work(tx))]);
    await client.query("commit");
  } catch (error) {
    // Whatever it read from the memo may be what lost the race: the retry reads it afresh.
    memo.forget();
    await client.query("rollback").catch(() => {});
    throw error;
  }
  // Synchronously with each other, so concurrent units never fold each other's values.
  memo.keep();
  parts.memo.commit();
  // After the commit, outside the try: a failing hook must never make a committed unit run again.
  for (const hook of hooks) hook();
  return value;
}

/**
 * The store over a PostgreSQL pool. Every unit is its own transaction on a
 * pooled connection (PostgreSQL commits concurrent transactions in parallel,
 * so group commit would buy nothing). Prepared queries run as named
 * statements, parsed once per connection.
 *
 * Several processes share one database, and a unit checks before it writes,
 * so two units can race. Units run at REPEATABLE READ, so a unit's checks
 * and writes all see one snapshot, and the constraints decide the race: a
 * game row is written only at the version that was checked (WriteConflict,
 * or PostgreSQL's serialization failure), and an audit entry's sequence
 * number, an action id and an idempotency key are unique keys (every change
 * to a session appends to its audit chain, so two units that change one
 * session always collide). The loser's unit is rolled back and run again
 * from the start, and sees the winner's rows: a retried action replays its
 * stored outcome, and the last seat is taken.
 *
 * So a unit may start from what this process last knew instead of reading
 * it (the write memo, shared by the process's units), as long as a stale
 * value makes one of its writes collide: a session's audit head and a running
 * game's action ids and keys (docs/decisions/0018). A unit that fails drops
 * the held values it read, so its retry reads them afresh.
 */
export function createPostgresStore(
  pool: pg.Pool,
  options: { readonly schema?: string | undefined; readonly changes?: ChangeFeed } = {},
): Store {
  const { schema, changes = createLocalChangeFeed() } = options;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // A unit holds a pooled connection; reaching for another one from inside it
  // (the store instead of `tx`) starves the pool under load: refuse it at once.
  const insideUnit = new AsyncLocalStorage<true>();
  const outsideUnits = (what: string) => {
    if (insideUnit.getStore())
      throw new Error(`store.${what} inside a write unit: use the unit's tx, which runs on its transaction`);
  };

  const statement = namedStatements(db);
  const parts: UnitParts = { pool, statement, changes, memo: createWriteMemo(10_000, true), insideUnit };

  async function read<P, R>(query: Prepared<P, R>, params: P): Promise<R[]> {
    outsideUnits("all/first");
    try {
      return await preparedRows(statement, pool, pool, query, params);
    } catch (error) {
      throw mapEngineError(error);
    }
  }

  return {
    engine: "postgres",
    changes,
    ...(schema ? { schema } : {}),
    db,
    all: read,
    first: async (query, params) => (await read(query, params))[0],
    write<T>(work: WriteUnit<T>): Promise<T> {
      outsideUnits("write");
      return withRetries(pool, (client) => attemptUnit(client, work, parts));
    },
    async close() {
      await changes.close();
      if (!pool.ended) await db.destroy();
    },
  };
}
