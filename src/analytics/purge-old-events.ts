import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type SQLite from "better-sqlite3";
import { addDays, type Day, dayOf, dayStart } from "./utc-day.ts";

/** Only batches the rollup worker has folded in may go: deleting one before that would lose its counts. */
const ROLLED_UP = "id <= coalesce((select value from rollup_state where name = 'cursor'), 0)";

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

/** Day-keyed rollups with their primary keys; a day's rows are fed only by that day's events. */
const ROLLUPS: ReadonlyArray<readonly [string, string]> = [
  ["daily_totals", "day"],
  ["daily_visitor_sketches", "day"],
  ["daily_pages", "day, path"],
  ["daily_dimensions", "day, dimension, value"],
  ["daily_api", "day, service, method, endpoint"],
  ["daily_client_errors", "day, hash"],
  ["daily_user_errors", "day, error_code"],
  ["daily_drops", "day, reason"],
];

/**
 * Deletes events older than the retention and the rollups only they fed:
 * day rows before the cutoff day, visits whose last activity is before it, and
 * the user_error log before it. A batch goes once its newest event is old.
 * Work is done in chunks of `chunkSize` rows, each its own short transaction.
 */
export async function purgeOldEvents(sqlite: SQLite.Database, options: PurgeOptions): Promise<PurgeResult> {
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
    deleteChunk: () => readonly [rows: number, units: number],
    doneBefore = 0,
  ): Promise<number> {
    let done = 0;
    report({ phase, done: doneBefore, total });
    for (;;) {
      const [rows, units] = sqlite.transaction(deleteChunk).immediate();
      done += units;
      report({ phase, done: Math.min(doneBefore + done, total), total });
      if (rows < chunk) return done;
      await yieldToEventLoop();
    }
  }

  const rowsOnly = (run: () => number) => (): readonly [number, number] => {
    const n = run();
    return [n, n];
  };

  const pending = sqlite
    .prepare(
      `select count(*) as batches, coalesce(sum(event_count), 0) as events from event_batches where last_ts < ? and ${ROLLED_UP}`,
    )
    .get(cutoff) as { batches: number; events: number };
  const deleteBatches = sqlite.prepare(
    `delete from event_batches where id in (select id from event_batches where last_ts < ? and ${ROLLED_UP} order by last_ts limit ?) returning event_count`,
  );
  let batches = 0;
  const events = await inChunks("events", pending.events, () => {
    const rows = deleteBatches.all(cutoff, chunk) as { event_count: number }[];
    batches += rows.length;
    return [rows.length, rows.reduce((sum, row) => sum + row.event_count, 0)];
  });

  /** Deletes, in chunks, the rows of `table` whose `column` is older than the cutoff. */
  const purgeOlder = async (phase: PurgePhase, table: string, column: string) => {
    const total = sqlite
      .prepare(`select count(*) from ${table} where ${column} < ?`)
      .pluck()
      .get(cutoff) as number;
    const remove = sqlite.prepare(
      `delete from ${table} where id in (select id from ${table} where ${column} < ? order by ${column} limit ?)`,
    );
    return inChunks(
      phase,
      total,
      rowsOnly(() => remove.run(cutoff, chunk).changes),
    );
  };
  const visits = await purgeOlder("visits", "visits", "last_ts");
  const userErrors = await purgeOlder("user_errors", "user_error_log", "ts");

  let rollupTotal = 0;
  for (const [table] of ROLLUPS)
    rollupTotal += sqlite
      .prepare(`select count(*) from ${table} where day < ?`)
      .pluck()
      .get(cutoffDay) as number;
  let rollupRows = 0;
  for (const [table, key] of ROLLUPS) {
    const statement = sqlite.prepare(
      `delete from ${table} where (${key}) in (select ${key} from ${table} where day < ? limit ?)`,
    );
    rollupRows += await inChunks(
      "rollups",
      rollupTotal,
      rowsOnly(() => statement.run(cutoffDay, chunk).changes),
      rollupRows,
    );
  }

  return { cutoffDay, batches, events, visits, userErrors, rollupRows };
}
