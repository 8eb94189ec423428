import type pg from "pg";
import { mergeSketch } from "../rollups/hyperloglog.ts";
import { LATENCY_BUCKET_COLUMNS, TOTAL_COLUMNS } from "./analytics-schema.ts";
import type { DrainWrites } from "./analytics-store.ts";

type PgType = "text" | "int8" | "float8";
type Column = readonly [name: string, type: PgType];

const text = (name: string): Column => [name, "text"];
const int = (name: string): Column => [name, "int8"];
const float = (name: string): Column => [name, "float8"];

/**
 * `insert … select * from unnest($1::type[], …)`: one statement, one round
 * trip, whatever the number of rows, and one text for PostgreSQL to plan.
 */
function unnestInsert(table: string, columns: readonly Column[], conflict = ""): string {
  const names = columns.map(([name]) => name).join(", ");
  const arrays = columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(", ");
  return `insert into ${table} (${names}) select * from unnest(${arrays}) ${conflict}`;
}

/** An upsert that adds `adds` to the stored row and keeps the greatest of `maxes`. */
function addingUpsert(
  table: string,
  keys: readonly Column[],
  adds: readonly Column[],
  maxes: readonly Column[] = [],
) {
  const sets = [
    ...adds.map(([c]) => `${c} = ${table}.${c} + excluded.${c}`),
    ...maxes.map(([c]) => `${c} = greatest(${table}.${c}, excluded.${c})`),
  ];
  const conflict = `on conflict (${keys.map(([c]) => c).join(", ")}) do update set ${sets.join(", ")}`;
  return {
    columns: [...keys, ...adds, ...maxes],
    text: unnestInsert(table, [...keys, ...adds, ...maxes], conflict),
  };
}

const TOTALS = addingUpsert("daily_totals", [text("day")], TOTAL_COLUMNS.map(int));
const PAGES = addingUpsert(
  "daily_pages",
  [text("day"), text("path")],
  ["views", "entries", "exits", "engaged_ms", "leaves"].map(int),
  [int("is_admin_area")],
);
const DIMENSIONS = addingUpsert(
  "daily_dimensions",
  [text("day"), text("dimension"), text("value")],
  ["sessions", "bounces", "page_views"].map(int),
);
const API = addingUpsert(
  "daily_api",
  ["day", "service", "method", "endpoint"].map(text),
  [
    ...["requests", "status_2xx", "status_3xx", "status_4xx", "status_5xx", "failed"].map(int),
    float("latency_ms_sum"),
    ...LATENCY_BUCKET_COLUMNS.map(int),
  ],
  [float("latency_ms_max")],
);
const USER_ERRORS = addingUpsert(
  "daily_user_errors",
  [text("day"), text("error_code")],
  [int("occurrences")],
);
const CLIENT_ERROR_COLUMNS = [
  text("day"),
  text("hash"),
  int("occurrences"),
  text("message"),
  text("source"),
  text("last_path"),
  int("last_ts"),
];
const CLIENT_ERRORS = unnestInsert(
  "daily_client_errors",
  CLIENT_ERROR_COLUMNS,
  `on conflict (day, hash) do update set occurrences = daily_client_errors.occurrences + excluded.occurrences,
     message = coalesce(excluded.message, daily_client_errors.message),
     source = coalesce(excluded.source, daily_client_errors.source),
     last_path = case when excluded.last_ts >= daily_client_errors.last_ts then excluded.last_path else daily_client_errors.last_path end,
     last_ts = greatest(daily_client_errors.last_ts, excluded.last_ts)`,
);
const USER_ERROR_LOG_COLUMNS = [
  int("ts"),
  text("incident_id"),
  text("error_code"),
  text("user_id"),
  text("path"),
];
const USER_ERROR_LOG = unnestInsert("user_error_log", USER_ERROR_LOG_COLUMNS);
const VISIT_PROGRESS = [
  int("last_ts"),
  int("page_views"),
  int("engaged_ms"),
  text("entry_path"),
  int("entry_ts"),
  text("exit_path"),
  int("exit_ts"),
];
const VISIT_COLUMNS = [
  text("visitor_id"),
  text("day"),
  int("start_ts"),
  ...VISIT_PROGRESS,
  ...[
    "channel",
    "referrer_host",
    "utm_source",
    "utm_medium",
    "utm_campaign",
    "browser",
    "os",
    "device",
    "screen",
  ].map(text),
];
const VISIT_INSERT = unnestInsert("visits", VISIT_COLUMNS);
const VISIT_UPDATE = `update visits set ${VISIT_PROGRESS.map(([c]) => `${c} = u.${c}`).join(", ")}
  from unnest($1::int8[], ${VISIT_PROGRESS.map(([, type], i) => `$${i + 2}::${type}[]`).join(", ")})
    as u(id, ${VISIT_PROGRESS.map(([c]) => c).join(", ")})
  where visits.id = u.id`;

/** Column arrays of `rows`, in the order of `columns`. */
function arrays(columns: readonly Column[], rows: readonly object[]): unknown[][] {
  return columns.map(([name]) => rows.map((row) => (row as Record<string, unknown>)[name] ?? null));
}

/** Writes one drain's rollup increments and visit changes on `client`, inside its transaction. */
export async function writeDrainOnPostgres(client: pg.PoolClient, w: DrainWrites): Promise<void> {
  const run = async (text: string, columns: readonly Column[], rows: readonly object[]) => {
    if (rows.length) await client.query(text, arrays(columns, rows));
  };
  await run(
    TOTALS.text,
    TOTALS.columns,
    [...w.totals].map(([day, t]) => ({ day, ...t })),
  );
  await run(PAGES.text, PAGES.columns, w.pages);
  await run(DIMENSIONS.text, DIMENSIONS.columns, w.dimensions);
  await run(
    API.text,
    API.columns,
    w.api.map((a) => ({
      day: a.day,
      service: a.service,
      method: a.method,
      endpoint: a.endpoint,
      requests: a.requests,
      status_2xx: a.status[0],
      status_3xx: a.status[1],
      status_4xx: a.status[2],
      status_5xx: a.status[3],
      failed: a.status[4],
      latency_ms_sum: a.latencySum,
      latency_ms_max: a.latencyMax,
      ...Object.fromEntries(LATENCY_BUCKET_COLUMNS.map((b, i) => [b, a.buckets[i]])),
    })),
  );
  await run(CLIENT_ERRORS, CLIENT_ERROR_COLUMNS, w.clientErrors);
  await run(USER_ERRORS.text, USER_ERRORS.columns, w.userErrors);
  await run(USER_ERROR_LOG, USER_ERROR_LOG_COLUMNS, w.userErrorLog);
  if (w.sketches.size) {
    const stored = await client.query<{ day: string; registers: Buffer }>(
      "select day, registers from daily_visitor_sketches where day = any($1::text[])",
      [[...w.sketches.keys()]],
    );
    for (const row of stored.rows) {
      const sketch = w.sketches.get(row.day);
      if (sketch) mergeSketch(sketch, row.registers);
    }
    await client.query(
      `insert into daily_visitor_sketches (day, registers) select * from unnest($1::text[], $2::bytea[])
       on conflict (day) do update set registers = excluded.registers`,
      [[...w.sketches.keys()], [...w.sketches.values()]],
    );
  }
  await run(
    VISIT_INSERT,
    VISIT_COLUMNS,
    w.newVisits.map((v) => ({ ...v.start, ...v.progress })),
  );
  if (w.visitUpdates.length)
    await client.query(VISIT_UPDATE, [
      w.visitUpdates.map((v) => v.id),
      ...arrays(
        VISIT_PROGRESS,
        w.visitUpdates.map((v) => v.progress),
      ),
    ]);
}
