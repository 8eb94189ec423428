import type { Kysely } from "kysely";
import type { ChangeFeed, ChangeNotice } from "./change-feed.ts";
import type { Prepared } from "./prepared.ts";
import type { Database } from "./schema.ts";
import type { MemoLayer } from "./write-memo.ts";

/** Runs queries: prepared ones on the hot path, kysely's builder (`db`) elsewhere. */
export interface Reader {
  /** Kysely over the same connection, for queries off the hot path. */
  readonly db: Kysely<Database>;
  /** All rows of a prepared query. */
  all<P, R>(query: Prepared<P, R>, params: P): Promise<R[]>;
  /** The first row of a prepared query, or undefined. */
  first<P, R>(query: Prepared<P, R>, params: P): Promise<R | undefined>;
}

/**
 * A row changed between a unit's check and its write (another process won
 * the race). The PostgreSQL store runs the unit again; on SQLite, with one
 * writer, it cannot happen.
 */
export class WriteConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WriteConflict";
  }
}

declare const writeBrand: unique symbol;

/**
 * The handle a write unit receives. Repository functions that change rows
 * take a `WriteTx`, which only `Store.write` hands out, so writing outside a
 * unit does not type-check; and a `WriteTx` has no `write`, so a unit cannot
 * start another one.
 */
export interface WriteTx extends Reader {
  readonly [writeBrand]: true;
  /** Runs a prepared statement; resolves to the number of rows it changed. */
  run<P>(query: Prepared<P, unknown>, params: P): Promise<number>;
  /** Runs `fn` once the unit's transaction has committed (e.g. to update a cache). */
  afterCommit(fn: () => void): void;
  /** Publishes `change` on the store's change feed once the unit has committed (never if it rolls back). */
  announce(change: ChangeNotice): void;
  /**
   * Values kept between units. On SQLite (one writer) they are dropped when
   * another connection commits; on PostgreSQL (`shared`) another process may
   * write at any time, so only values a write of the move collides on when
   * stale are used (docs/decisions/0018). A unit's sets roll back with it.
   */
  readonly memo?: MemoLayer;
}

/** A unit of writes: it receives only the transaction handle, never the store. */
export type WriteUnit<T> = (tx: WriteTx) => Promise<T>;

/** The database of one engine: reads, and write units committed atomically. */
export interface Store extends Reader {
  readonly engine: "sqlite" | "postgres";
  /** Committed changes, published after each commit (across processes with REDIS_URL). */
  readonly changes: ChangeFeed;
  /** PostgreSQL: the schema holding the tables when it is not `public` (the migrator must be told). */
  readonly schema?: string;
  /**
   * Runs `unit` atomically and resolves after its changes are committed.
   * Concurrent units may share one commit (group commit); each is still
   * all-or-nothing on its own.
   */
  write<T>(unit: WriteUnit<T>): Promise<T>;
  /** Closes the connection after pending units finish, and the change feed. */
  close(): Promise<void>;
}
