import type { Kysely } from "kysely";
import { withStatementCache } from "../../platform/db/statement-cache.ts";
import { createBeginImmediate } from "./begin-immediate.ts";
import { type ChangeFeed, type ChangeNotice, createLocalChangeFeed } from "./change-feed.ts";
import { type ConnectionGate, createConnectionGate } from "./connection-gate.ts";
import type { CompiledStatement, Prepared } from "./prepared.ts";
import type { Database } from "./schema.ts";
import { createKyselyOver, type SqliteHandle, type SqliteStatement } from "./sqlite-connection.ts";
import type { Store, WriteTx, WriteUnit } from "./store.ts";
import { createWriteMemo, type MemoLayer, type WriteMemo } from "./write-memo.ts";
import { createWriteQueue, type QueuedUnit } from "./write-queue.ts";

/** What a batch runs on: the connection gate, raw statements, and a unit's tx over the open transaction. */
interface BatchDeps {
  readonly gate: ConnectionGate;
  readonly raw: (sql: string) => unknown;
  /** BEGIN IMMEDIATE, waiting for the write lock on a timer (begin-immediate.ts). */
  readonly begin: () => Promise<void>;
  readonly inTransaction: () => boolean;
  readonly unitTx: (hooks: (() => void)[], memo: MemoLayer) => WriteTx;
  readonly memo: WriteMemo;
  /** Whether another connection committed since this one last asked. */
  readonly othersWrote: () => boolean;
}

/**
 * One `BEGIN IMMEDIATE … COMMIT` for every unit of `batch`, each in its own
 * savepoint: a failing unit rolls back alone. Commit hooks run after the
 * commit; if the commit itself fails, every unit fails.
 */
async function runBatch(
  batch: readonly QueuedUnit[],
  { gate, raw, begin, inTransaction, unitTx, memo, othersWrote }: BatchDeps,
): Promise<void> {
  const outcomes: { ok: boolean; value: unknown }[] = [];
  const committed: (() => void)[] = [];
  await gate.acquire();
  try {
    await begin();
    try {
      memo.openBatch(othersWrote());
      for (const unit of batch) {
        const hooks: (() => void)[] = [];
        const memoUnit = memo.unit();
        raw("savepoint unit");
        try {
          outcomes.push({ ok: true, value: await unit.work(unitTx(hooks, memoUnit.layer)) });
          raw("release unit");
          memoUnit.keep();
          committed.push(...hooks);
        } catch (error) {
          outcomes.push({ ok: false, value: error });
          raw("rollback to unit");
          raw("release unit");
        }
      }
      raw("commit");
      memo.commit();
    } catch (error) {
      memo.abort();
      if (inTransaction()) raw("rollback");
      throw error;
    }
  } catch (error) {
    // Nothing of the batch was committed, so every unit fails, whatever it returned.
    for (const unit of batch) unit.reject(error);
    return;
  } finally {
    gate.release();
  }
  for (const hook of committed) hook();
  batch.forEach((unit, i) => {
    const outcome = outcomes[i] as { ok: boolean; value: unknown };
    if (outcome.ok) unit.resolve(outcome.value);
    else unit.reject(outcome.value);
  });
}

/** Runs prepared queries on the connection at once, each compiled and prepared on first use. */
function preparedRunner(db: Kysely<Database>, statement: (sql: string) => SqliteStatement) {
  const prepared = new Map<object, { statement: SqliteStatement; compiled: CompiledStatement }>();
  function bound<P>(query: Prepared<P, unknown>, params: P): [SqliteStatement, unknown[]] {
    let entry = prepared.get(query);
    if (!entry) {
      const compiled = query.compileFor(db);
      entry = { statement: statement(compiled.sql), compiled };
      prepared.set(query, entry);
    }
    return [entry.statement, query.bind(entry.compiled, params)];
  }
  return {
    allNow<P, R>(query: Prepared<P, R>, params: P): R[] {
      const [stmt, values] = bound(query, params);
      return stmt.all(values) as R[];
    },
    runNow<P>(query: Prepared<P, unknown>, params: P): number {
      const [stmt, values] = bound(query, params);
      return Number(stmt.run(values).changes);
    },
  };
}

type PreparedRunner = ReturnType<typeof preparedRunner>;

/** A unit's handle: its queries run at once on the open transaction; its hooks wait for the commit. */
function sqliteUnitTx(
  unitDb: Kysely<Database>,
  { allNow, runNow }: PreparedRunner,
  changes: ChangeFeed,
  hooks: (() => void)[],
  memo: MemoLayer,
): WriteTx {
  return {
    db: unitDb,
    memo,
    all: async <P, R>(query: Prepared<P, R>, params: P) => allNow(query, params),
    first: async <P, R>(query: Prepared<P, R>, params: P) => allNow(query, params)[0],
    run: async <P>(query: Prepared<P, unknown>, params: P) => runNow(query, params),
    afterCommit: (fn: () => void) => hooks.push(fn),
    announce: (change: ChangeNotice) => hooks.push(() => changes.publish(change)),
  } as unknown as WriteTx;
}

/**
 * Whether another connection (another process on the file) committed since
 * the last call: PRAGMA data_version changes when one does.
 */
function othersWroteWatch(statement: (sql: string) => SqliteStatement): () => boolean {
  let dataVersion: unknown;
  return () => {
    const [row] = statement("pragma data_version").all([]) as { data_version: number }[];
    const changed = row?.data_version !== dataVersion;
    dataVersion = row?.data_version;
    return changed;
  };
}

/**
 * The store over one SQLite connection (better-sqlite3 is synchronous, so one
 * is all a process can use). Prepared queries run as cached statements,
 * straight on the connection; kysely's builder shares the same statements.
 *
 * Group commit: units that arrive while a batch commits wait for the next
 * `BEGIN IMMEDIATE … COMMIT`, each inside its own savepoint, so a failing
 * unit rolls back alone and the others commit together. The commit is the
 * dearest step of a small write; sharing it is what lets concurrent writes
 * scale. IMMEDIATE takes the write lock up front, so two processes on one
 * file queue on the busy timeout instead of deadlocking.
 */
export function createSqliteStore(
  handle: SqliteHandle,
  changes: ChangeFeed = createLocalChangeFeed(),
): Store {
  const cached = withStatementCache(handle);
  const statement = (sql: string) => cached.prepare(sql);
  const gate = createConnectionGate();
  const db = createKyselyOver(statement, gate);
  const unitDb = createKyselyOver(statement, null);
  const runner = preparedRunner(db, statement);
  const { allNow } = runner;

  /** Outside a batch a read runs at once; while one is open it waits, so it never sees uncommitted rows. */
  async function outside<T>(read: () => T): Promise<T> {
    if (!gate.held) return read();
    await gate.acquire();
    try {
      return read();
    } finally {
      gate.release();
    }
  }

  const raw = (sql: string) => statement(sql).run([]);
  const batchDeps: BatchDeps = {
    gate,
    raw,
    begin: createBeginImmediate({
      gate,
      raw,
      pragma: (sql) => statement(sql).all([]) as Record<string, unknown>[],
    }),
    inTransaction: () => handle.inTransaction,
    unitTx: (hooks, memoLayer) => sqliteUnitTx(unitDb, runner, changes, hooks, memoLayer),
    memo: createWriteMemo(),
    othersWrote: othersWroteWatch(statement),
  };
  const queue = createWriteQueue((batch) => runBatch(batch, batchDeps));

  return {
    engine: "sqlite",
    changes,
    db,
    all: (query, params) => outside(() => allNow(query, params)),
    first: (query, params) => outside(() => allNow(query, params)[0]),
    write: <T>(work: WriteUnit<T>) => queue.push(work),
    async close() {
      await queue.settled();
      await gate.acquire();
      cached.close();
      await changes.close();
    },
  };
}
