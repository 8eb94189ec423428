import type SQLite from "better-sqlite3";
import { mergeSketch } from "../rollups/hyperloglog.ts";
import type { IngestTallies, NewDailyDrop, NewEventBatch, VisitRow } from "./analytics-schema.ts";
import type { DrainFold, DrainResult, DrainWrites } from "./analytics-store.ts";
import { createIngestRepository } from "./ingest-repository.ts";
import { createRollupCursorRepository } from "./rollup-cursor-repository.ts";
import { createRollupRepository } from "./rollup-repository.ts";
import { createVisitRepository } from "./visit-repository.ts";

/** Adds a drain's writes to the rollups (merging each day's visitor sketch) and stores its visits. */
function writeDrainOnSqlite(
  rollups: ReturnType<typeof createRollupRepository>,
  visits: ReturnType<typeof createVisitRepository>,
  w: DrainWrites,
): void {
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
}

export type SqliteHotPaths = ReturnType<typeof prepareSqliteHotPaths>;

/**
 * Ingest and the drain as synchronous transactions over statements prepared
 * once (call it after the migrations: the tables must exist). A drain reads
 * the batches after the cursor and the latest visit of each consenting
 * visitor, folds them, writes the result and moves the cursor.
 */
export function prepareSqliteHotPaths(sqlite: SQLite.Database) {
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
    writeDrainOnSqlite(rollups, visits, writes);
    eventLog.moveCursor(last.id);
    return { batches: batches.length, events, pending: batches.length === maxBatches };
  });
  return { ingest, appendWithDrops, drain };
}
