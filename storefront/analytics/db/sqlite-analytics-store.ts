import { Kysely, SqliteDialect } from "kysely";
import { openSqlite } from "../../../platform/db/sqlite-file.ts";
import { withStatementCache } from "../../../platform/db/statement-cache.ts";
import type { IngestTallies } from "./analytics-schema.ts";
import type { AnalyticsStore } from "./analytics-store.ts";
import { prepareSqliteHotPaths, type SqliteHotPaths } from "./sqlite-hot-paths.ts";
import { createSqliteSqlRunner } from "./sqlite-sql-runner.ts";

const NO_TALLIES: IngestTallies = { consent: [], crawlers: [] };

/**
 * The analytics store in its own SQLite file, so heavy ingest never waits on
 * the game database's write lock. Ingest and drains run synchronous prepared
 * statements, which cost microseconds where a kysely round trip costs tens of
 * them; a drain is one synchronous transaction, so nothing interleaves with it.
 */
export function createSqliteAnalyticsStore(file: string): AnalyticsStore {
  const sqlite = openSqlite(file);
  // Rollups and the visit index are read on every drain; keep them in memory.
  sqlite.pragma("cache_size = -65536");
  sqlite.pragma("temp_store = MEMORY");
  const kysely = new Kysely<unknown>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
  const select1 = sqlite.prepare("select 1").pluck();
  const runner = createSqliteSqlRunner(sqlite);

  // Prepared on first use: the tables exist only once the migrations have run.
  let hot: SqliteHotPaths | undefined;
  const hotPaths = () => {
    hot ??= prepareSqliteHotPaths(sqlite);
    return hot;
  };

  return {
    engine: "sqlite",
    kysely,
    sql: runner,
    sqlite,
    async append(batch, drops, tallies = NO_TALLIES) {
      // One insert is atomic on its own; counters join it in one transaction.
      const { ingest, appendWithDrops } = hotPaths();
      if (drops.length || tallies.consent.length || tallies.crawlers.length)
        appendWithDrops.immediate(batch, drops, tallies);
      else if (batch) ingest.insertBatch(batch);
    },
    async drain(maxBatches, fold) {
      return hotPaths().drain.immediate(maxBatches, fold);
    },
    async withCursorLocked(work) {
      // begin immediate takes the write lock now; `work` awaits only synchronous statements, so nothing interleaves.
      sqlite.exec("begin immediate");
      try {
        const [row] = await runner.all<{ value: number }>(
          "select value from rollup_state where name = 'cursor'",
        );
        const result = await work(runner, row?.value ?? 0);
        sqlite.exec("commit");
        return result;
      } catch (error) {
        if (sqlite.inTransaction) sqlite.exec("rollback");
        throw error;
      }
    },
    // Every SQLite writer takes the file's one write lock: concurrent jobs serialize on it.
    exclusive: (_name, job) => job(),
    async ping() {
      try {
        return select1.get() === 1;
      } catch {
        return false;
      }
    },
    close: () => kysely.destroy(),
  };
}
