import type SQLite from "better-sqlite3";
import type { Kysely } from "kysely";
import type {
  DailyTotals,
  IngestTallies,
  NewDailyClientError,
  NewDailyDimension,
  NewDailyDrop,
  NewDailyPage,
  NewDailyUserError,
  NewEventBatch,
  NewUserErrorLogEntry,
  VisitRow,
} from "./analytics-schema.ts";
import type { PendingBatch } from "./rollup-cursor-repository.ts";
import type { ApiCounters } from "./rollup-repository.ts";
import type { SqlRunner } from "./sql-runner.ts";
import type { VisitProgress, VisitStart } from "./visit-repository.ts";

/** Everything one drain adds to the rollups and the visit index. */
export interface DrainWrites {
  readonly totals: ReadonlyMap<string, DailyTotals>;
  readonly pages: readonly NewDailyPage[];
  readonly dimensions: readonly NewDailyDimension[];
  readonly api: readonly ApiCounters[];
  readonly clientErrors: readonly NewDailyClientError[];
  readonly userErrors: readonly NewDailyUserError[];
  readonly userErrorLog: readonly NewUserErrorLogEntry[];
  /** Per day, the visitor sketch of this drain's visitors, merged into the stored one. */
  readonly sketches: ReadonlyMap<string, Buffer>;
  readonly newVisits: readonly { start: VisitStart; progress: VisitProgress }[];
  readonly visitUpdates: readonly { id: number; progress: VisitProgress }[];
}

/** What a drain reads before folding: the batches after the cursor and their visitors' latest visits. */
export interface DrainInput {
  readonly batches: readonly PendingBatch[];
  readonly latestVisits: ReadonlyMap<string, VisitRow>;
}

/**
 * Folds a drain's input into its writes, synchronously: the SQLite store runs
 * the whole drain inside one synchronous transaction.
 */
export type DrainFold = (input: DrainInput) => { writes: DrainWrites; events: number };

export interface DrainResult {
  readonly batches: number;
  readonly events: number;
  /** More batches were waiting when this drain stopped. */
  readonly pending: boolean;
}

/**
 * The analytics store: its own SQLite file, or the `analytics` schema of the
 * PostgreSQL database. A narrow asynchronous interface, so that SQLite keeps
 * its synchronous prepared statements and PostgreSQL can batch.
 */
export interface AnalyticsStore {
  readonly engine: "sqlite" | "postgresql";
  /** kysely over the same database: migrations and tests. */
  readonly kysely: Kysely<unknown>;
  /** The reads of reports and the purge's chunked deletes, in SQL both engines read. */
  readonly sql: SqlRunner;
  /** The raw SQLite handle (the bench's seeder), absent on PostgreSQL. */
  readonly sqlite?: SQLite.Database;
  /** Appends an accepted batch and the day's drop, consent and crawler counters; resolves once they are durable. */
  append(batch: NewEventBatch | null, drops: readonly NewDailyDrop[], tallies?: IngestTallies): Promise<void>;
  /**
   * Reads up to `maxBatches` batches after the cursor, folds them and writes
   * the result and the new cursor in one transaction. Only one drain runs at a
   * time over one database, whatever the number of processes.
   */
  drain(maxBatches: number, fold: DrainFold): Promise<DrainResult>;
  /**
   * Runs `work` in one transaction that holds the rollup cursor, so no drain
   * runs until it ends; `cursor` is the id of the last batch folded in. On
   * SQLite `work` may await only `sql`'s calls: anything else would let other
   * writes into the open transaction.
   */
  withCursorLocked<T>(work: (sql: SqlRunner, cursor: number) => Promise<T>): Promise<T>;
  /**
   * Runs `job` unless another process runs the job of that name right now
   * (then resolves undefined).
   */
  exclusive<T>(name: string, job: () => Promise<T>): Promise<T | undefined>;
  /** Whether the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
