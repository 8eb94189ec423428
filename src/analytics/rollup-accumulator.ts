import type SQLite from "better-sqlite3";
import { addToSketch, createSketch } from "./hyperloglog.ts";
import { LATENCY_BUCKETS_MS, latencyBucket } from "./latency-histogram.ts";
import { isAdminArea } from "./page-location.ts";
import type { StoredApiRequest, StoredClientError, StoredUserError } from "./stored-event.ts";

/** Counter increments (and decrements) gathered over one drain, keyed like the rollup tables. */
type Totals = DailyTotals;

interface PageCounters {
  day: string;
  path: string;
  views: number;
  entries: number;
  exits: number;
  engaged_ms: number;
  leaves: number;
}

interface DimensionCounters {
  day: string;
  dimension: string;
  value: string;
  sessions: number;
  bounces: number;
  page_views: number;
}

interface ApiCounters {
  day: string;
  service: string;
  method: string;
  endpoint: string;
  requests: number;
  /** 2xx, 3xx, 4xx, 5xx, failed (status 0). */
  status: number[];
  latencySum: number;
  latencyMax: number;
  buckets: number[];
}

interface ClientErrorCounters {
  day: string;
  hash: string;
  occurrences: number;
  message: string | null;
  source: string | null;
  lastPath: string | null;
  lastTs: number;
}

/** A visit's dimension values, as [dimension, value] pairs; absent ones are left out. */
export type VisitDimensions = ReadonlyArray<readonly [string, string]>;

/** The counters of a `daily_totals` row; reports sum the same columns. */
export const TOTAL_COLUMNS = [
  "sessions",
  "bounces",
  "engaged_ms",
  "page_views",
  "api_requests",
  "api_2xx",
  "api_3xx",
  "api_4xx",
  "api_5xx",
  "api_failed",
  "client_errors",
  "user_errors",
] as const;

/** One day's (or a range's summed) `daily_totals` counters. */
export type DailyTotals = Record<(typeof TOTAL_COLUMNS)[number], number>;
const BUCKET_COLUMNS = LATENCY_BUCKETS_MS.map((_, i) => `b${i}`);
const SEP = "\u0000";

function getOrCreate<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = make();
    map.set(key, value);
  }
  return value;
}

function emptyTotals(): Totals {
  return Object.fromEntries(TOTAL_COLUMNS.map((c) => [c, 0])) as unknown as Totals;
}

/** Prepares the upserts once per database; `createRollupAccumulator` reuses them. */
export function prepareRollupWrites(sqlite: SQLite.Database) {
  const upsert = (
    table: string,
    keys: readonly string[],
    adds: readonly string[],
    maxes: readonly string[] = [],
  ) => {
    const columns = [...keys, ...adds, ...maxes];
    const sets = [
      ...adds.map((c) => `${c} = ${c} + excluded.${c}`),
      ...maxes.map((c) => `${c} = max(${c}, excluded.${c})`),
    ];
    return sqlite.prepare(
      `insert into ${table} (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})
       on conflict (${keys.join(", ")}) do update set ${sets.join(", ")}`,
    );
  };
  return {
    totals: upsert("daily_totals", ["day"], TOTAL_COLUMNS),
    pages: sqlite.prepare(
      `insert into daily_pages (day, path, is_admin_area, views, entries, exits, engaged_ms, leaves) values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (day, path) do update set views = views + excluded.views, entries = entries + excluded.entries,
         exits = exits + excluded.exits, engaged_ms = engaged_ms + excluded.engaged_ms, leaves = leaves + excluded.leaves`,
    ),
    dimensions: upsert(
      "daily_dimensions",
      ["day", "dimension", "value"],
      ["sessions", "bounces", "page_views"],
    ),
    api: upsert(
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
        ...BUCKET_COLUMNS,
      ],
      ["latency_ms_max"],
    ),
    clientErrors: sqlite.prepare(
      `insert into daily_client_errors (day, hash, occurrences, message, source, last_path, last_ts) values (?, ?, ?, ?, ?, ?, ?)
       on conflict (day, hash) do update set occurrences = occurrences + excluded.occurrences,
         message = coalesce(excluded.message, message), source = coalesce(excluded.source, source),
         last_path = case when excluded.last_ts >= last_ts then excluded.last_path else last_path end,
         last_ts = max(last_ts, excluded.last_ts)`,
    ),
    userErrors: upsert("daily_user_errors", ["day", "error_code"], ["occurrences"]),
    userErrorLog: sqlite.prepare(
      "insert into user_error_log (ts, incident_id, error_code, user_id, path) values (?, ?, ?, ?, ?)",
    ),
    readSketch: sqlite.prepare("select registers from daily_visitor_sketches where day = ?").pluck(),
    writeSketch: sqlite.prepare(
      `insert into daily_visitor_sketches (day, registers) values (?, ?)
       on conflict (day) do update set registers = excluded.registers`,
    ),
  };
}

export type RollupWrites = ReturnType<typeof prepareRollupWrites>;

/**
 * Gathers one drain's changes in memory, then writes each touched rollup row
 * once. Thousands of events of the same day and page become one upsert.
 */
export function createRollupAccumulator(writes: RollupWrites) {
  const totals = new Map<string, Totals>();
  const visitors = new Map<string, Set<string>>();
  const pages = new Map<string, PageCounters>();
  const dimensions = new Map<string, DimensionCounters>();
  const api = new Map<string, ApiCounters>();
  const clientErrors = new Map<string, ClientErrorCounters>();
  const userErrors = new Map<string, number>();
  const userErrorLog: StoredUserError[] = [];

  const totalsOf = (day: string) => getOrCreate(totals, day, emptyTotals);
  const pageOf = (day: string, path: string) =>
    getOrCreate(pages, day + SEP + path, () => ({
      day,
      path,
      views: 0,
      entries: 0,
      exits: 0,
      engaged_ms: 0,
      leaves: 0,
    }));
  const addToDimensions = (
    day: string,
    dims: VisitDimensions,
    field: "sessions" | "bounces" | "page_views",
    n: number,
  ) => {
    for (const [dimension, value] of dims) {
      const row = getOrCreate(dimensions, day + SEP + dimension + SEP + value, () => ({
        day,
        dimension,
        value,
        sessions: 0,
        bounces: 0,
        page_views: 0,
      }));
      row[field] += n;
    }
  };

  return {
    /** A visitor was active on a day (unique visitors come from these). */
    visitor(day: string, visitorId: string) {
      getOrCreate(visitors, day, () => new Set<string>()).add(visitorId);
    },
    /** A visit started: it counts as a session and, until its second page view, as a bounce. */
    visitStarted(day: string, dims: VisitDimensions) {
      const t = totalsOf(day);
      t.sessions++;
      t.bounces++;
      addToDimensions(day, dims, "sessions", 1);
      addToDimensions(day, dims, "bounces", 1);
    },
    /** The visit's second page view: it is no longer a bounce. */
    unbounced(visitDay: string, dims: VisitDimensions) {
      totalsOf(visitDay).bounces--;
      addToDimensions(visitDay, dims, "bounces", -1);
    },
    pageView(day: string, path: string, visit: { day: string; dims: VisitDimensions } | null) {
      totalsOf(day).page_views++;
      pageOf(day, path).views++;
      if (visit) addToDimensions(visit.day, visit.dims, "page_views", 1);
    },
    /** Moves a visit's entry or exit from one page to another (from = null: first one). */
    moveEdge(visitDay: string, edge: "entries" | "exits", from: string | null, to: string) {
      if (from !== null) pageOf(visitDay, from)[edge]--;
      pageOf(visitDay, to)[edge]++;
    },
    pageLeave(day: string, path: string, durationMs: number, visitDay: string | null) {
      const page = pageOf(day, path);
      page.engaged_ms += durationMs;
      page.leaves++;
      if (visitDay !== null) totalsOf(visitDay).engaged_ms += durationMs;
    },
    apiRequest(day: string, event: StoredApiRequest) {
      const t = totalsOf(day);
      t.api_requests++;
      const klass = event.status === 0 ? 4 : Math.min(3, Math.max(0, Math.floor(event.status / 100) - 2));
      if (klass === 0) t.api_2xx++;
      else if (klass === 1) t.api_3xx++;
      else if (klass === 2) t.api_4xx++;
      else if (klass === 3) t.api_5xx++;
      else t.api_failed++;
      const key = day + SEP + event.service + SEP + event.method + SEP + event.endpoint;
      const row = getOrCreate(api, key, () => ({
        day,
        service: event.service,
        method: event.method,
        endpoint: event.endpoint,
        requests: 0,
        status: [0, 0, 0, 0, 0],
        latencySum: 0,
        latencyMax: 0,
        buckets: BUCKET_COLUMNS.map(() => 0),
      }));
      row.requests++;
      row.status[klass] = (row.status[klass] ?? 0) + 1;
      row.latencySum += event.latency_ms;
      row.latencyMax = Math.max(row.latencyMax, event.latency_ms);
      const bucket = latencyBucket(event.latency_ms);
      row.buckets[bucket] = (row.buckets[bucket] ?? 0) + 1;
    },
    clientError(day: string, event: StoredClientError) {
      totalsOf(day).client_errors++;
      const row: ClientErrorCounters = getOrCreate(clientErrors, day + SEP + event.hash, () => ({
        day,
        hash: event.hash,
        occurrences: 0,
        message: null,
        source: null,
        lastPath: null,
        lastTs: 0,
      }));
      row.occurrences++;
      row.message = event.message ?? row.message;
      row.source = event.source ?? row.source;
      if (event.ts >= row.lastTs) {
        row.lastTs = event.ts;
        row.lastPath = event.path ?? null;
      }
    },
    userError(day: string, event: StoredUserError) {
      totalsOf(day).user_errors++;
      const key = day + SEP + event.error_code;
      userErrors.set(key, (userErrors.get(key) ?? 0) + 1);
      userErrorLog.push(event);
    },
    /** Writes every gathered change; call inside the drain's transaction. */
    flush() {
      for (const [day, t] of totals) writes.totals.run(day, ...TOTAL_COLUMNS.map((c) => t[c]));
      for (const p of pages.values())
        writes.pages.run(
          p.day,
          p.path,
          isAdminArea(p.path) ? 1 : 0,
          p.views,
          p.entries,
          p.exits,
          p.engaged_ms,
          p.leaves,
        );
      for (const d of dimensions.values())
        writes.dimensions.run(d.day, d.dimension, d.value, d.sessions, d.bounces, d.page_views);
      for (const a of api.values())
        writes.api.run(
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
      for (const e of clientErrors.values())
        writes.clientErrors.run(e.day, e.hash, e.occurrences, e.message, e.source, e.lastPath, e.lastTs);
      for (const [key, n] of userErrors) {
        const [day, code] = key.split(SEP);
        writes.userErrors.run(day, code, n);
      }
      for (const e of userErrorLog)
        writes.userErrorLog.run(e.ts, e.incident_id, e.error_code, e.user_id, e.path ?? null);
      for (const [day, ids] of visitors) {
        const stored = writes.readSketch.get(day) as Buffer | undefined;
        const sketch = stored ? Buffer.from(stored) : createSketch();
        for (const id of ids) addToSketch(sketch, id);
        writes.writeSketch.run(day, sketch);
      }
    },
  };
}
