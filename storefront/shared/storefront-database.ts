import { join } from "node:path";
import { Kysely, PostgresDialect, SqliteDialect, sql, type Transaction } from "kysely";
import { createPostgresPool } from "../../platform/db/postgres-pool.ts";
import { openSqlite } from "../../platform/db/sqlite-file.ts";
import { withStatementCache } from "../../platform/db/statement-cache.ts";

/**
 * One transaction several modules write in: each takes its own tables from
 * it, and everything commits or nothing does (checkout takes stock and writes
 * the order in one unit).
 */
export interface WriteUnit {
  tables<T>(): Transaction<T>;
}

/**
 * The database the storefront services keep their tables in: one SQLite file
 * by default, PostgreSQL with DATABASE_URL. Each service sees it only through
 * `tables<T>()` typed with its own tables, and owns them (its own migrations).
 */
export interface StorefrontDatabase {
  readonly engine: "sqlite" | "postgres";
  /** PostgreSQL: the schema holding the tables (kysely's migrator must be told where its own tables are). */
  readonly schema?: string;
  /** Kysely typed with one service's tables; other services' tables do not type-check. */
  tables<T>(): Kysely<T>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  unit<R>(work: (unit: WriteUnit) => Promise<R>): Promise<R>;
  /** Answers when the database can run a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StorefrontDatabaseLocation {
  readonly DATA_DIR: string;
  readonly STOREFRONT_DATABASE_FILE?: string | undefined;
  readonly DATABASE_URL?: string | undefined;
  readonly DATABASE_POOL_SIZE?: number | undefined;
}

/** The PostgreSQL schema holding the storefront's tables, apart from the game core's `public`. */
const STOREFRONT_SCHEMA = "storefront";

function wrap(engine: StorefrontDatabase["engine"], db: Kysely<unknown>, schema?: string) {
  return {
    engine,
    ...(schema ? { schema } : {}),
    tables: <T>() => db as unknown as Kysely<T>,
    unit: <R>(work: (unit: WriteUnit) => Promise<R>) =>
      db.transaction().execute((trx) => work({ tables: <T>() => trx as unknown as Transaction<T> })),
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await db.destroy();
    },
  } satisfies StorefrontDatabase;
}

/** Opens a storefront database over a SQLite file (':memory:' for tests). */
export function openSqliteStorefrontDatabase(file: string): StorefrontDatabase {
  const database = withStatementCache(openSqlite(file));
  return wrap("sqlite", new Kysely<unknown>({ dialect: new SqliteDialect({ database }) }));
}

/**
 * Opens a storefront database over PostgreSQL, its tables in `schema`
 * (created if missing), so they never mix with the game core's.
 */
export async function openPostgresStorefrontDatabase(
  url: string,
  schema: string,
  poolSize = 10,
): Promise<StorefrontDatabase> {
  const setup = createPostgresPool({ connectionString: url, max: 1 });
  try {
    await setup.query(`create schema if not exists "${schema}"`);
  } finally {
    await setup.end();
  }
  const pool = createPostgresPool({ connectionString: url, max: poolSize, schema });
  return wrap("postgres", new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), schema);
}

/** Opens the storefront database where the configuration puts it. */
export function openStorefrontDatabase(location: StorefrontDatabaseLocation): Promise<StorefrontDatabase> {
  if (location.DATABASE_URL)
    return openPostgresStorefrontDatabase(
      location.DATABASE_URL,
      STOREFRONT_SCHEMA,
      location.DATABASE_POOL_SIZE,
    );
  return Promise.resolve(
    openSqliteStorefrontDatabase(
      location.STOREFRONT_DATABASE_FILE ?? join(location.DATA_DIR, "storefront.db"),
    ),
  );
}
