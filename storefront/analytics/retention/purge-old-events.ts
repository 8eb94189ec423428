import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { createPurgeRepository, ROLLUP_TABLES, type TimedLog } from "../db/purge-repository.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import { addDays, type Day, dayOf, dayStart } from "../utc-day.ts";

export type PurgePhase = "events" | "visits" | "user_errors" | "rollups";

export interface PurgeProgress {
  readonly phase: PurgePhase;
  readonly done: number;
  readonly total: number;
}

export interface PurgeResult {
  /** Events of days before this one are gone. */
  readonly cutoffDay: Day;
  readonly batches: number;
  readonly events: number;
  readonly visits: number;
  readonly userErrors: number;
  readonly rollupRows: number;
}

export interface PurgeOptions {
  /** Days kept before today (UTC); today is always kept. */
  readonly days: number;
  readonly now: number;
  /** Rows deleted per transaction; between chunks the event loop runs, so ingest never waits long. */
  readonly chunkSize?: number;
  readonly onProgress?: (progress: PurgeProgress) => void;
}

/**
 * Deletes events older than the retention and the rollups only they fed:
 * day rows before the cutoff day, visits whose last activity is before it, and
 * the user_error log before it. A batch goes once its newest event is old.
 * Work is done in chunks of `chunkSize` rows, each one statement, so its own short transaction.
 */
export async function purgeOldEvents(sql: SqlRunner, options: PurgeOptions): Promise<PurgeResult> {
  const chunk = options.chunkSize ?? 2000;
  const cutoffDay = addDays(dayOf(options.now), -options.days);
  const cutoff = dayStart(cutoffDay);
  const report = options.onProgress ?? (() => {});

  /**
   * Deletes chunk after chunk until one comes back short. `deleteChunk`
   * returns the rows it deleted and the units progress counts (events for
   * batches, rows elsewhere); the total of units is returned.
   */
  async function inChunks(
    phase: PurgePhase,
    total: number,
    deleteChunk: () => Promise<readonly [rows: number, units: number]>,
    doneBefore = 0,
  ): Promise<number> {
    let done = 0;
    report({ phase, done: doneBefore, total });
    for (;;) {
      const [rows, units] = await deleteChunk();
      done += units;
      report({ phase, done: Math.min(doneBefore + done, total), total });
      if (rows < chunk) return done;
      await yieldToEventLoop();
    }
  }

  const rowsOnly = (run: () => Promise<number>) => async (): Promise<readonly [number, number]> => {
    const n = await run();
    return [n, n];
  };

  const repository = createPurgeRepository(sql);
  const pending = await repository.countOldBatches(cutoff);
  let batches = 0;
  const events = await inChunks("events", pending.events, async () => {
    const counts = await repository.deleteOldBatches(cutoff, chunk);
    batches += counts.length;
    return [counts.length, counts.reduce((sum, n) => sum + n, 0)];
  });

  /** Deletes, in chunks, the rows of a log older than the cutoff. */
  const purgeOlder = async (phase: PurgePhase, table: TimedLog) =>
    inChunks(
      phase,
      await repository.countOldLogRows(table, cutoff),
      rowsOnly(() => repository.deleteOldLogRows(table, cutoff, chunk)),
    );
  const visits = await purgeOlder("visits", "visits");
  const userErrors = await purgeOlder("user_errors", "user_error_log");

  let rollupTotal = 0;
  for (const table of ROLLUP_TABLES) rollupTotal += await repository.countOldRollupRows(table, cutoffDay);
  let rollupRows = 0;
  for (const table of ROLLUP_TABLES) {
    rollupRows += await inChunks(
      "rollups",
      rollupTotal,
      rowsOnly(() => repository.deleteOldRollupRows(table, cutoffDay, chunk)),
      rollupRows,
    );
  }

  return { cutoffDay, batches, events, visits, userErrors, rollupRows };
}
