import { Kysely, SqliteDialect } from "kysely";
import { openSqlite } from "../../../src/db/open-database.ts";
import { withStatementCache } from "../../../src/db/statement-cache.ts";
import { mergeSketch } from "../rollups/hyperloglog.ts";
import type { IngestTallies, NewDailyDrop, NewEventBatch, VisitRow } from "./analytics-schema.ts";

const NO_TALLIES: IngestTallies = { consent: [], crawlers: [] };

import type { AnalyticsStore, DrainFold, DrainResult, DrainWrites } from "./analytics-store.ts";
import { createIngestRepository } from "./ingest-repository.ts";
import { createRollupCursorRepository } from "./rollup-cursor-repository.ts";
import { createRollupRepository } from "./rollup-repository.ts";
import { createSqliteSqlRunner } from "./sqlite-sql-runner.ts";
import { createVisitRepository } from "./visit-repository.ts";

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
  const prepareHotPaths = () => {
    const ingest = createIngestRepository(sqlite);
    const rollups = createRollupRepository(sqlite);
    const eventLog = createRollupCursorRepository(sqlite);
    const visits = createVisitRepository(sqlite);

    const appendWithDrops = sqlite.transaction(
      (batch: NewEventBatch | null, drops: readonly NewDailyDrop[], tallies: IngestTallies) => {
        if (batch) ingest.insertBatch(batch);
        for (const drop of drops) ingest.addDrops(drop);
        ingest.addTallies(tallies);
      },
    );

    const write = (w: DrainWrites) => {
      for (const [day, t] of w.totals) rollups.addTotals(day, t);
      for (const p of w.pages) rollups.addPage(p);
      for (const d of w.dimensions) rollups.addDimension(d);
      for (const a of w.api) rollups.addApi(a);
      for (const e of w.clientErrors) rollups.addClientError(e);
      for (const e of w.userErrors) rollups.addUserErrors(e);
      for (const e of w.userErrorLog) rollups.logUserError(e);
      for (const [day, sketch] of w.sketches) {
        const stored = rollups.readSketch(day);
        if (stored) mergeSketch(sketch, stored);
        rollups.writeSketch(day, sketch);
      }
      for (const v of w.newVisits) visits.insert(v.start, v.progress);
      for (const v of w.visitUpdates) visits.update(v.id, v.progress);
    };

    const drain = sqlite.transaction((maxBatches: number, fold: DrainFold): DrainResult => {
      const batches = eventLog.batchesAfter(eventLog.cursor(), maxBatches);
      const last = batches[batches.length - 1];
      if (!last) return { batches: 0, events: 0, pending: false };
      const latestVisits = new Map<string, VisitRow>();
      const looked = new Set<string>();
      for (const { visitor_id, consent } of batches) {
        if (consent !== "granted" || looked.has(visitor_id)) continue;
        looked.add(visitor_id);
        const row = visits.latestOf(visitor_id);
        if (row) latestVisits.set(visitor_id, row);
      }
      const { writes, events } = fold({ batches, latestVisits });
      write(writes);
      eventLog.moveCursor(last.id);
      return { batches: batches.length, events, pending: batches.length === maxBatches };
    });
    return { ingest, appendWithDrops, drain };
  };
  let hot: ReturnType<typeof prepareHotPaths> | undefined;
  const hotPaths = () => {
    hot ??= prepareHotPaths();
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
