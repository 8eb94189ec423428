import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../../platform/db/dialect.ts";
import { clusteredOnKey } from "../../../../platform/db/migration-dialect.ts";
import { LATENCY_BUCKETS_MS } from "../../rollups/latency-histogram.ts";

/** The column types of one engine, and its clustered-table helper. */
function columnTypes(db: Kysely<unknown>) {
  // PostgreSQL's integer is 32-bit: times in ms and summed counters need bigint (SQLite's is 64-bit already).
  const sqlite = isSqlite(db);
  return {
    sqlite,
    int: sqlite ? "integer" : "bigint",
    real: sqlite ? "real" : "double precision",
    key: sqlite ? "integer" : "bigserial",
    blob: sqlite ? "blob" : "bytea",
    withoutRowid: clusteredOnKey(db),
  } as const;
}

type ColumnTypes = ReturnType<typeof columnTypes>;

/** The event log, the worker's cursor and per-visit state. */
async function createEventLog(db: Kysely<unknown>, { sqlite, int, key, withoutRowid }: ColumnTypes) {
  // One row per accepted batch; `events` is the JSON array of enriched events.
  // Appending one row per request (not per event) keeps ingest cheap.
  await db.schema
    .createTable("event_batches")
    .addColumn("id", key, (c) => c.primaryKey())
    .addColumn("received_at", int, (c) => c.notNull())
    .addColumn("first_ts", int, (c) => c.notNull())
    .addColumn("last_ts", int, (c) => c.notNull())
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("session_id", "text")
    .addColumn("consent", "text", (c) => c.notNull())
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("os", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("screen", "text", (c) => c.notNull())
    .addColumn("event_count", int, (c) => c.notNull())
    .addColumn("events", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("event_batches_last_ts").on("event_batches").column("last_ts").execute();
  // Each batch's JSON is several KB, so PostgreSQL compresses it out of line: lz4 costs a fraction of pglz's CPU.
  if (!sqlite) await sql`alter table event_batches alter column events set compression lz4`.execute(db);

  await withoutRowid(
    db.schema
      .createTable("rollup_state")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", int, (c) => c.notNull()),
  ).execute();

  await db.schema
    .createTable("visits")
    .addColumn("id", key, (c) => c.primaryKey())
    .addColumn("visitor_id", "text", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("start_ts", int, (c) => c.notNull())
    .addColumn("last_ts", int, (c) => c.notNull())
    .addColumn("page_views", int, (c) => c.notNull())
    .addColumn("engaged_ms", int, (c) => c.notNull())
    .addColumn("entry_path", "text")
    .addColumn("entry_ts", int)
    .addColumn("exit_path", "text")
    .addColumn("exit_ts", int)
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("referrer_host", "text")
    .addColumn("utm_source", "text")
    .addColumn("utm_medium", "text")
    .addColumn("utm_campaign", "text")
    .addColumn("browser", "text", (c) => c.notNull())
    .addColumn("os", "text", (c) => c.notNull())
    .addColumn("device", "text", (c) => c.notNull())
    .addColumn("screen", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("visits_visitor").on("visits").columns(["visitor_id", "start_ts"]).execute();
  await db.schema.createIndex("visits_last_ts").on("visits").column("last_ts").execute();
}

/** The traffic rollups: daily totals, visitor sketches, pages and dimensions. */
async function createTrafficRollups(db: Kysely<unknown>, { int, blob, withoutRowid }: ColumnTypes) {
  await withoutRowid(
    db.schema
      .createTable("daily_totals")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("sessions", int, (c) => c.notNull())
      .addColumn("bounces", int, (c) => c.notNull())
      .addColumn("engaged_ms", int, (c) => c.notNull())
      .addColumn("page_views", int, (c) => c.notNull())
      .addColumn("api_requests", int, (c) => c.notNull())
      .addColumn("api_2xx", int, (c) => c.notNull())
      .addColumn("api_3xx", int, (c) => c.notNull())
      .addColumn("api_4xx", int, (c) => c.notNull())
      .addColumn("api_5xx", int, (c) => c.notNull())
      .addColumn("api_failed", int, (c) => c.notNull())
      .addColumn("client_errors", int, (c) => c.notNull())
      .addColumn("user_errors", int, (c) => c.notNull()),
  ).execute();

  await withoutRowid(
    db.schema
      .createTable("daily_visitor_sketches")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("registers", blob, (c) => c.notNull()),
  ).execute();

  await withoutRowid(
    db.schema
      .createTable("daily_pages")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("is_admin_area", int, (c) => c.notNull())
      .addColumn("views", int, (c) => c.notNull())
      .addColumn("entries", int, (c) => c.notNull())
      .addColumn("exits", int, (c) => c.notNull())
      .addColumn("engaged_ms", int, (c) => c.notNull())
      .addColumn("leaves", int, (c) => c.notNull())
      .addPrimaryKeyConstraint("daily_pages_pk", ["day", "path"]),
  ).execute();

  await withoutRowid(
    db.schema
      .createTable("daily_dimensions")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("dimension", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("sessions", int, (c) => c.notNull())
      .addColumn("bounces", int, (c) => c.notNull())
      .addColumn("page_views", int, (c) => c.notNull())
      .addPrimaryKeyConstraint("daily_dimensions_pk", ["day", "dimension", "value"]),
  ).execute();
}

/** The API and error rollups, the user_error log and the dropped-event counters. */
async function createApiAndErrorRollups(db: Kysely<unknown>, { int, real, key, withoutRowid }: ColumnTypes) {
  let api = db.schema
    .createTable("daily_api")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("service", "text", (c) => c.notNull())
    .addColumn("method", "text", (c) => c.notNull())
    .addColumn("endpoint", "text", (c) => c.notNull())
    .addColumn("requests", int, (c) => c.notNull())
    .addColumn("status_2xx", int, (c) => c.notNull())
    .addColumn("status_3xx", int, (c) => c.notNull())
    .addColumn("status_4xx", int, (c) => c.notNull())
    .addColumn("status_5xx", int, (c) => c.notNull())
    .addColumn("failed", int, (c) => c.notNull())
    .addColumn("latency_ms_sum", real, (c) => c.notNull())
    .addColumn("latency_ms_max", real, (c) => c.notNull());
  for (let i = 0; i < LATENCY_BUCKETS_MS.length; i++) api = api.addColumn(`b${i}`, int, (c) => c.notNull());
  await withoutRowid(
    api.addPrimaryKeyConstraint("daily_api_pk", ["day", "service", "method", "endpoint"]),
  ).execute();

  await withoutRowid(
    db.schema
      .createTable("daily_client_errors")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("occurrences", int, (c) => c.notNull())
      .addColumn("message", "text")
      .addColumn("source", "text")
      .addColumn("last_path", "text")
      .addColumn("last_ts", int, (c) => c.notNull())
      .addPrimaryKeyConstraint("daily_client_errors_pk", ["day", "hash"]),
  ).execute();

  await withoutRowid(
    db.schema
      .createTable("daily_user_errors")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("error_code", "text", (c) => c.notNull())
      .addColumn("occurrences", int, (c) => c.notNull())
      .addPrimaryKeyConstraint("daily_user_errors_pk", ["day", "error_code"]),
  ).execute();

  await db.schema
    .createTable("user_error_log")
    .addColumn("id", key, (c) => c.primaryKey())
    .addColumn("ts", int, (c) => c.notNull())
    .addColumn("incident_id", "text", (c) => c.notNull())
    .addColumn("error_code", "text", (c) => c.notNull())
    .addColumn("user_id", "text")
    .addColumn("path", "text")
    .execute();
  await db.schema.createIndex("user_error_log_ts").on("user_error_log").column("ts").execute();

  await withoutRowid(
    db.schema
      .createTable("daily_drops")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("reason", "text", (c) => c.notNull())
      .addColumn("events", int, (c) => c.notNull())
      .addPrimaryKeyConstraint("daily_drops_pk", ["day", "reason"]),
  ).execute();
}

/**
 * The event log, the worker's cursor and per-visit state, and the rollups
 * every report reads. Times are ms since the epoch; days are UTC YYYY-MM-DD.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const types = columnTypes(db);
  await createEventLog(db, types);
  await createTrafficRollups(db, types);
  await createApiAndErrorRollups(db, types);
}

/** Drops every analytics table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "daily_drops",
    "user_error_log",
    "daily_user_errors",
    "daily_client_errors",
    "daily_api",
    "daily_dimensions",
    "daily_pages",
    "daily_visitor_sketches",
    "daily_totals",
    "visits",
    "rollup_state",
    "event_batches",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
