import type { DailyTotals, VisitRow } from "../db/analytics-schema.ts";
import type { DrainWrites } from "../db/analytics-store.ts";
import type { SqlRunner } from "../db/sql-runner.ts";
import { foldBatches } from "../rollups/fold-batches.ts";
import { privacyRepository as repo } from "./privacy-repository.ts";

/** What a visitor's batches added to the rollups (their visits and sketch bits aside). */
export type Contribution = Omit<DrainWrites, "newVisits" | "visitUpdates" | "sketches">;

/** Batches folded per slice: ~5,000 events, a few tens of milliseconds of CPU. */
const SLICE = 100;

const SEP = "\u0000";

function addByKey<T>(into: T[], rows: readonly T[], key: (row: T) => string, add: (a: T, b: T) => void) {
  const index = new Map(into.map((row) => [key(row), row]));
  for (const row of rows) {
    const seen = index.get(key(row));
    if (seen) add(seen, row);
    else {
      const copy = structuredClone(row);
      into.push(copy);
      index.set(key(row), copy);
    }
  }
}

const addNumbers =
  <T extends object>(fields: readonly (keyof T)[]) =>
  (a: T, b: T) => {
    for (const f of fields) (a[f] as number) = ((a[f] as number) ?? 0) + ((b[f] as number) ?? 0);
  };

/** Adds one slice's increments to the running sum, as consecutive drains add to the rollups. */
function addSlice(sum: Contribution & { totals: Map<string, DailyTotals> }, w: DrainWrites): void {
  for (const [day, t] of w.totals) {
    const seen = sum.totals.get(day);
    if (!seen) sum.totals.set(day, { ...t });
    else for (const c of Object.keys(t) as (keyof DailyTotals)[]) seen[c] += t[c];
  }
  addByKey(
    sum.pages as DrainWrites["pages"][number][],
    w.pages,
    (p) => p.day + SEP + p.path,
    addNumbers(["views", "entries", "exits", "engaged_ms", "leaves"]),
  );
  addByKey(
    sum.dimensions as DrainWrites["dimensions"][number][],
    w.dimensions,
    (d) => [d.day, d.dimension, d.value].join(SEP),
    addNumbers(["sessions", "bounces", "page_views"]),
  );
  addByKey(
    sum.api as DrainWrites["api"][number][],
    w.api,
    (a) => [a.day, a.service, a.method, a.endpoint].join(SEP),
    (a, b) => {
      a.requests += b.requests;
      a.latencySum += b.latencySum;
      a.status = a.status.map((n, i) => n + (b.status[i] ?? 0));
      a.buckets = a.buckets.map((n, i) => n + (b.buckets[i] ?? 0));
    },
  );
  addByKey(
    sum.clientErrors as DrainWrites["clientErrors"][number][],
    w.clientErrors,
    (e) => e.day + SEP + e.hash,
    addNumbers(["occurrences"]),
  );
  addByKey(
    sum.userErrors as DrainWrites["userErrors"][number][],
    w.userErrors,
    (e) => e.day + SEP + e.error_code,
    addNumbers(["occurrences"]),
  );
  (sum.userErrorLog as DrainWrites["userErrorLog"][number][]).push(...w.userErrorLog);
}

/** The visitor's most recent visit after a slice, as the next slice's fold expects it from the visit index. */
function latestVisit(
  previous: VisitRow | undefined,
  w: DrainWrites,
  nextId: () => number,
): VisitRow | undefined {
  let latest = previous;
  for (const u of w.visitUpdates) if (latest && u.id === latest.id) latest = { ...latest, ...u.progress };
  for (const v of w.newVisits) {
    const row: VisitRow = { id: nextId(), ...v.start, ...v.progress };
    if (!latest || row.start_ts >= latest.start_ts) latest = row;
  }
  return latest;
}

/**
 * Folds a visitor's batches with `id <= upTo` again, slice by slice as the
 * worker's drains did, carrying the visit from one slice to the next, and
 * sums what they added. `pause` runs between slices (yielding to the event
 * loop outside a transaction). Returns the batch ids it read, in order.
 */
export async function visitorContribution(
  sql: SqlRunner,
  visitorId: string,
  upTo: number,
  pause: () => Promise<unknown>,
): Promise<{ ids: number[]; contribution: Contribution }> {
  const sum = {
    totals: new Map<string, DailyTotals>(),
    pages: [],
    dimensions: [],
    api: [],
    clientErrors: [],
    userErrors: [],
    userErrorLog: [],
  };
  const ids: number[] = [];
  let latest: VisitRow | undefined;
  let fakeId = 0;
  for (;;) {
    const rows = await repo.visitorBatchesAfter(sql, visitorId, ids[ids.length - 1] ?? 0, upTo, SLICE);
    if (rows.length === 0) break;
    const { writes } = foldBatches({
      batches: rows,
      latestVisits: latest ? new Map([[visitorId, latest]]) : new Map(),
    });
    addSlice(sum, writes);
    latest = latestVisit(latest, writes, () => --fakeId);
    ids.push(...rows.map((r) => r.id));
    if (rows.length < SLICE) break;
    await pause();
  }
  return { ids, contribution: sum };
}
