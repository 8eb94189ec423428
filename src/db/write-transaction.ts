import { type Kysely, sql } from "kysely";
import type { Database } from "./schema.ts";

type Work = (trx: Kysely<Database>) => Promise<unknown>;

interface Unit {
  readonly work: Work;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

interface Committer {
  pending: Unit[];
  running: boolean;
}

// Batching state belongs to one database handle, so it is keyed by it rather
// than held by whoever happens to call first.
const committers = new WeakMap<Kysely<Database>, Committer>();

async function runBatch(db: Kysely<Database>, batch: readonly Unit[]): Promise<void> {
  const outcomes: { ok: boolean; value: unknown }[] = [];
  try {
    await db.connection().execute(async (trx) => {
      await sql`begin immediate`.execute(trx);
      try {
        for (const unit of batch) {
          await sql`savepoint unit`.execute(trx);
          try {
            outcomes.push({ ok: true, value: await unit.work(trx) });
            await sql`release unit`.execute(trx);
          } catch (error) {
            outcomes.push({ ok: false, value: error });
            await sql`rollback to unit`.execute(trx);
            await sql`release unit`.execute(trx);
          }
        }
        await sql`commit`.execute(trx);
      } catch (error) {
        await sql`rollback`.execute(trx);
        throw error;
      }
    });
  } catch (error) {
    // Nothing of the batch was committed, so every unit fails, whatever it returned.
    for (const unit of batch) unit.reject(error);
    return;
  }
  batch.forEach((unit, i) => {
    const outcome = outcomes[i] as { ok: boolean; value: unknown };
    if (outcome.ok) unit.resolve(outcome.value);
    else unit.reject(outcome.value);
  });
}

async function drain(db: Kysely<Database>, committer: Committer): Promise<void> {
  committer.running = true;
  while (committer.pending.length > 0) {
    // One turn of the event loop lets requests already received reach this
    // queue, so they share the next commit instead of each paying for one.
    await new Promise((resolve) => setImmediate(resolve));
    const batch = committer.pending;
    committer.pending = [];
    await runBatch(db, batch);
  }
  committer.running = false;
}

/**
 * Runs `fn` atomically in a write transaction on one connection, and resolves
 * only after its changes are committed.
 *
 * Writers that arrive while a commit is in flight are grouped into the next
 * `BEGIN IMMEDIATE … COMMIT`, each inside its own savepoint: a failing unit
 * rolls back alone, the others commit together. The commit is the dearest
 * step of a small write, so grouping is what lets concurrent actions scale.
 * IMMEDIATE takes the write lock up front, so two processes on one file queue
 * on the busy timeout instead of deadlocking. `fn` must use the `trx` it is
 * given, never the outer `db`, and must not call `writeTransaction` itself:
 * either would wait on the batch it is part of.
 */
export function writeTransaction<T>(
  db: Kysely<Database>,
  fn: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  let committer = committers.get(db);
  if (!committer) {
    committer = { pending: [], running: false };
    committers.set(db, committer);
  }
  const queued = committer;
  return new Promise<T>((resolve, reject) => {
    queued.pending.push({ work: fn, resolve: resolve as (value: unknown) => void, reject });
    if (!queued.running) void drain(db, queued);
  });
}
