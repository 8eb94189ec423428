import type SQLite from "better-sqlite3";
import {
  type DailyTotals,
  LATENCY_BUCKET_COLUMNS,
  type NewDailyClientError,
  type NewDailyDimension,
  type NewDailyPage,
  type NewDailyUserError,
  type NewUserErrorLogEntry,
  TOTAL_COLUMNS,
} from "./analytics-schema.ts";

/** One `daily_api` row's increments over a drain. */
export interface ApiCounters {
  day: string;
  service: string;
  method: string;
  endpoint: string;
  requests: number;
  /** 2xx, 3xx, 4xx, 5xx, failed (status 0). */
  status: number[];
  latencySum: number;
  latencyMax: number;
  /** One count per column of LATENCY_BUCKET_COLUMNS. */
  buckets: number[];
}

/** An upsert that adds `adds` to the stored row and keeps the larger of `maxes`; values bound in column order. */
function prepareUpsert(
  sqlite: SQLite.Database,
  table: string,
  keys: readonly string[],
  adds: readonly string[],
  maxes: readonly string[] = [],
) {
  const columns = [...keys, ...adds, ...maxes];
  const sets = [
    ...adds.map((c) => `${c} = ${c} + excluded.${c}`),
    ...maxes.map((c) => `${c} = max(${c}, excluded.${c})`),
  ];
  return sqlite.prepare(
    `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})
     on conflict (${keys.join(", ")}) do update set ${sets.join(", ")}`,
  );
}

/** Every rollup statement, prepared once per database. */
function prepareStatements(sqlite: SQLite.Database) {
  const upsert = (
    table: string,
    keys: readonly string[],
    adds: readonly string[],
    maxes?: readonly string[],
  ) => prepareUpsert(sqlite, table, keys, adds, maxes);
  const totals = upsert("daily_totals", ["day"], TOTAL_COLUMNS);
  const pages = sqlite.prepare(
    `insert into daily_pages (day, path, is_admin_area, views, entries, exits, engaged_ms, leaves) values (?, ?, ?, ?, ?, ?, ?, ?)
     on conflict (day, path) do update set views = views + excluded.views, entries = entries + excluded.entries,
       exits = exits + excluded.exits, engaged_ms = engaged_ms + excluded.engaged_ms, leaves = leaves + excluded.leaves`,
  );
  const dimensions = upsert(
    "daily_dimensions",
    ["day", "dimension", "value"],
    ["sessions", "bounces", "page_views"],
  );
  const api = upsert(
    "daily_api",
    ["day", "service", "method", "endpoint"],
    [
      "requests",
      "status_2xx",
      "status_3xx",
      "status_4xx",
      "status_5xx",
      "failed",
      "latency_ms_sum",
      ...LATENCY_BUCKET_COLUMNS,
    ],
    ["latency_ms_max"],
  );
  const clientErrors = sqlite.prepare(
    `insert into daily_client_errors (day, hash, occurrences, message, source, last_path, last_ts) values (?, ?, ?, ?, ?, ?, ?)
     on conflict (day, hash) do update set occurrences = occurrences + excluded.occurrences,
       message = coalesce(excluded.message, message), source = coalesce(excluded.source, source),
       last_path = case when excluded.last_ts >= last_ts then excluded.last_path else last_path end,
       last_ts = max(last_ts, excluded.last_ts)`,
  );
  const userErrors = upsert("daily_user_errors", ["day", "error_code"], ["occurrences"]);
  const userErrorLog = sqlite.prepare(
    "insert into user_error_log (ts, incident_id, error_code, user_id, path) values (?, ?, ?, ?, ?)",
  );
  const readSketch = sqlite.prepare("select registers from daily_visitor_sketches where day = ?").pluck();
  const writeSketch = sqlite.prepare(
    `insert into daily_visitor_sketches (day, registers) values (?, ?)
     on conflict (day) do update set registers = excluded.registers`,
  );

  return { totals, pages, dimensions, api, clientErrors, userErrors, userErrorLog, readSketch, writeSketch };
}

/**
 * The rollup tables' upserts on SQLite, prepared once per database: counters are added
 * to the stored row, maxima kept. Values are bound in the order of the column lists.
 */
export function createRollupRepository(sqlite: SQLite.Database) {
  const { totals, pages, dimensions, api, clientErrors, userErrors, userErrorLog, readSketch, writeSketch } =
    prepareStatements(sqlite);
  return {
    /** Adds to a day's totals. */
    addTotals(day: string, t: DailyTotals): void {
      totals.run(day, ...TOTAL_COLUMNS.map((c) => t[c]));
    },
    /** Adds to a day's counters of one page. */
    addPage(p: NewDailyPage): void {
      pages.run(p.day, p.path, p.is_admin_area, p.views, p.entries, p.exits, p.engaged_ms, p.leaves);
    },
    /** Adds to a day's counters of one dimension value. */
    addDimension(d: NewDailyDimension): void {
      dimensions.run(d.day, d.dimension, d.value, d.sessions, d.bounces, d.page_views);
    },
    /** Adds to a day's counters and latency histogram of one endpoint. */
    addApi(a: ApiCounters): void {
      api.run(
        a.day,
        a.service,
        a.method,
        a.endpoint,
        a.requests,
        ...a.status,
        a.latencySum,
        ...a.buckets,
        a.latencyMax,
      );
    },
    /** Adds to a day's occurrences of one JS error; message, source and path are the latest known. */
    addClientError(e: NewDailyClientError): void {
      clientErrors.run(
        e.day,
        e.hash,
        e.occurrences,
        e.message ?? null,
        e.source ?? null,
        e.last_path ?? null,
        e.last_ts,
      );
    },
    /** Adds to a day's occurrences of one user_error code. */
    addUserErrors(e: NewDailyUserError): void {
      userErrors.run(e.day, e.error_code, e.occurrences);
    },
    /** Appends one user_error to its log. */
    logUserError(e: NewUserErrorLogEntry): void {
      userErrorLog.run(e.ts, e.incident_id, e.error_code, e.user_id ?? null, e.path ?? null);
    },
    /** A day's stored visitor sketch, if any. */
    readSketch(day: string): Buffer | undefined {
      return readSketch.get(day) as Buffer | undefined;
    },
    /** Stores a day's visitor sketch, replacing the previous one. */
    writeSketch(day: string, registers: Buffer): void {
      writeSketch.run(day, registers);
    },
  };
}
