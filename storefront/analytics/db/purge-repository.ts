import type { SqlRunner } from "./sql-runner.ts";

/** Only batches the rollup worker has folded in may go: deleting one before that would lose its counts. */
const ROLLED_UP = "id <= coalesce((select value from rollup_state where name = 'cursor'), 0)";

/** Logs kept per row, with the time column that ages them. */
const TIMED_LOGS = { visits: "last_ts", user_error_log: "ts" } as const;

/** Day-keyed rollups with their primary keys; a day's rows are fed only by that day's events. */
const ROLLUP_KEYS = {
  daily_totals: "day",
  daily_visitor_sketches: "day",
  daily_pages: "day, path",
  daily_dimensions: "day, dimension, value",
  daily_api: "day, service, method, endpoint",
  daily_client_errors: "day, hash",
  daily_user_errors: "day, error_code",
  daily_drops: "day, reason",
  daily_consent: "day, state",
  daily_crawlers: "day, crawler",
} as const;

export type TimedLog = keyof typeof TIMED_LOGS;
export type RollupTable = keyof typeof ROLLUP_KEYS;

/** Every day-keyed rollup table, in the order the purge empties them. */
export const ROLLUP_TABLES = Object.keys(ROLLUP_KEYS) as RollupTable[];

/** The purge's counts and chunked deletes; each delete takes at most `limit` rows and is one statement. */
export function createPurgeRepository(sql: SqlRunner) {
  const pendingBatches = `select count(*) as batches, coalesce(sum(event_count), 0) as events from event_batches where last_ts < ? and ${ROLLED_UP}`;
  const deleteBatches = `delete from event_batches where id in (select id from event_batches where last_ts < ? and ${ROLLED_UP} order by last_ts limit ?) returning event_count`;
  const timed = (table: TimedLog) => {
    const column = TIMED_LOGS[table];
    return {
      count: `select count(*) as n from ${table} where ${column} < ?`,
      remove: `delete from ${table} where id in (select id from ${table} where ${column} < ? order by ${column} limit ?)`,
    };
  };
  const logs = { visits: timed("visits"), user_error_log: timed("user_error_log") };
  const rollup = (table: RollupTable) => {
    const key = ROLLUP_KEYS[table];
    return {
      count: `select count(*) as n from ${table} where day < ?`,
      remove: `delete from ${table} where (${key}) in (select ${key} from ${table} where day < ? limit ?)`,
    };
  };
  const rollups = Object.fromEntries(ROLLUP_TABLES.map((table) => [table, rollup(table)])) as Record<
    RollupTable,
    ReturnType<typeof rollup>
  >;
  const count = async (statement: string, param: unknown) =>
    (await sql.all<{ n: number }>(statement, [param]))[0]?.n ?? 0;

  return {
    /** Folded-in batches whose newest event is before `cutoff`, and the events they hold. */
    async countOldBatches(cutoff: number): Promise<{ batches: number; events: number }> {
      const [row] = await sql.all<{ batches: number; events: number }>(pendingBatches, [cutoff]);
      return row ?? { batches: 0, events: 0 };
    },
    /** Deletes up to `limit` of those batches; returns the event count of each one deleted. */
    async deleteOldBatches(cutoff: number, limit: number): Promise<number[]> {
      const rows = await sql.all<{ event_count: number }>(deleteBatches, [cutoff, limit]);
      return rows.map((row) => row.event_count);
    },
    /** Rows of a log older than `cutoff`. */
    countOldLogRows(table: TimedLog, cutoff: number): Promise<number> {
      return count(logs[table].count, cutoff);
    },
    /** Deletes up to `limit` rows of a log older than `cutoff`; returns how many went. */
    deleteOldLogRows(table: TimedLog, cutoff: number, limit: number): Promise<number> {
      return sql.run(logs[table].remove, [cutoff, limit]);
    },
    /** Rows of a rollup for days before `cutoffDay`. */
    countOldRollupRows(table: RollupTable, cutoffDay: string): Promise<number> {
      return count(rollups[table].count, cutoffDay);
    },
    /** Deletes up to `limit` rows of a rollup for days before `cutoffDay`; returns how many went. */
    deleteOldRollupRows(table: RollupTable, cutoffDay: string, limit: number): Promise<number> {
      return sql.run(rollups[table].remove, [cutoffDay, limit]);
    },
  };
}
