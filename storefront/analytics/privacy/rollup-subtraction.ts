import { LATENCY_BUCKET_COLUMNS, TOTAL_COLUMNS } from "../db/analytics-schema.ts";
import type { DrainWrites } from "../db/analytics-store.ts";
import type { SqlRunner } from "../db/sql-runner.ts";

/** A rollup row's key values and the amounts to take off its counters. */
interface Subtraction {
  readonly keys: readonly unknown[];
  readonly amounts: readonly number[];
}

/**
 * `update … set c = c - d` for each counter, never below zero, on the row of
 * the key; then the row goes when `emptyWhen` holds. Rows that no longer
 * exist (purged days) are left alone: the update touches nothing.
 */
function subtractor(table: string, keys: readonly string[], counters: readonly string[], emptyWhen: string) {
  const sets = counters.map((c) => `${c} = case when ${c} > ? then ${c} - ? else 0 end`).join(", ");
  const where = keys.map((k) => `${k} = ?`).join(" and ");
  const update = `update ${table} set ${sets} where ${where}`;
  const remove = emptyWhen ? `delete from ${table} where ${where} and ${emptyWhen}` : "";
  return async (sql: SqlRunner, rows: readonly Subtraction[]): Promise<void> => {
    for (const row of rows) {
      if (row.amounts.every((a) => a === 0)) continue;
      await sql.run(update, [...row.amounts.flatMap((a) => [a, a]), ...row.keys]);
      if (remove) await sql.run(remove, row.keys);
    }
  };
}

const PAGE_COUNTERS = ["views", "entries", "exits", "engaged_ms", "leaves"] as const;
const DIMENSION_COUNTERS = ["sessions", "bounces", "page_views"] as const;
const API_COUNTERS = [
  "requests",
  "status_2xx",
  "status_3xx",
  "status_4xx",
  "status_5xx",
  "failed",
  "latency_ms_sum",
  ...LATENCY_BUCKET_COLUMNS,
];

const totals = subtractor("daily_totals", ["day"], TOTAL_COLUMNS, "");
const pages = subtractor(
  "daily_pages",
  ["day", "path"],
  PAGE_COUNTERS,
  "views = 0 and entries = 0 and exits = 0 and leaves = 0",
);
const dimensions = subtractor(
  "daily_dimensions",
  ["day", "dimension", "value"],
  DIMENSION_COUNTERS,
  "sessions = 0 and page_views = 0",
);
const api = subtractor("daily_api", ["day", "service", "method", "endpoint"], API_COUNTERS, "requests = 0");
const clientErrors = subtractor("daily_client_errors", ["day", "hash"], ["occurrences"], "occurrences = 0");
const userErrors = subtractor("daily_user_errors", ["day", "error_code"], ["occurrences"], "occurrences = 0");
const LOG_ENTRY = `delete from user_error_log where id = (select min(id) from user_error_log
  where ts = ? and incident_id = ? and error_code = ?)`;

/**
 * Takes what some batches added to the rollups off them again (the erasure of
 * a visitor): every counter of every row they fed, and their user_error log
 * entries. Two things stay: the visitor sketches, which cannot forget one
 * member, and an endpoint's latency maximum. Returns the log entries removed.
 */
export async function subtractFromRollups(
  sql: SqlRunner,
  w: Omit<DrainWrites, "newVisits" | "visitUpdates" | "sketches">,
): Promise<number> {
  await totals(
    sql,
    [...w.totals].map(([day, t]) => ({ keys: [day], amounts: TOTAL_COLUMNS.map((c) => t[c]) })),
  );
  await pages(
    sql,
    w.pages.map((p) => ({ keys: [p.day, p.path], amounts: PAGE_COUNTERS.map((c) => p[c] ?? 0) })),
  );
  await dimensions(
    sql,
    w.dimensions.map((d) => ({
      keys: [d.day, d.dimension, d.value],
      amounts: DIMENSION_COUNTERS.map((c) => d[c] ?? 0),
    })),
  );
  await api(
    sql,
    w.api.map((a) => ({
      keys: [a.day, a.service, a.method, a.endpoint],
      amounts: [a.requests, ...a.status, a.latencySum, ...a.buckets],
    })),
  );
  await clientErrors(
    sql,
    w.clientErrors.map((e) => ({ keys: [e.day, e.hash], amounts: [e.occurrences ?? 0] })),
  );
  await userErrors(
    sql,
    w.userErrors.map((e) => ({ keys: [e.day, e.error_code], amounts: [e.occurrences ?? 0] })),
  );
  let removed = 0;
  for (const e of w.userErrorLog) removed += await sql.run(LOG_ENTRY, [e.ts, e.incident_id, e.error_code]);
  return removed;
}
