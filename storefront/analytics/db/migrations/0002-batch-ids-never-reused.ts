import { type Kysely, sql } from "kysely";
import { isSqlite } from "../../../../platform/db/dialect.ts";

/**
 * Batch ids must only grow: the rollup worker reads `id > cursor`. Without
 * AUTOINCREMENT, SQLite reuses ids once a purge has emptied the table, and new
 * batches would sit below the cursor, never rolled up. PostgreSQL's bigserial
 * never reuses a number, so there is nothing to do there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isSqlite(db)) return;
  await sql`create table event_batches_next (
    id integer primary key autoincrement,
    received_at integer not null,
    first_ts integer not null,
    last_ts integer not null,
    visitor_id text not null,
    session_id text,
    consent text not null,
    browser text not null,
    os text not null,
    device text not null,
    screen text not null,
    event_count integer not null,
    events text not null
  )`.execute(db);
  await sql`insert into event_batches_next select * from event_batches`.execute(db);
  // Start above every id the cursor may already have passed, even if those rows were purged.
  await sql`insert into sqlite_sequence (name, seq) values ('event_batches_next', max(
    coalesce((select max(id) from event_batches), 0),
    coalesce((select value from rollup_state where name = 'cursor'), 0)))`.execute(db);
  await sql`drop table event_batches`.execute(db);
  await sql`alter table event_batches_next rename to event_batches`.execute(db);
  await db.schema.createIndex("event_batches_last_ts").on("event_batches").column("last_ts").execute();
}

/** Nothing to undo: a table whose ids never repeat is a valid state for 0001 too. */
export async function down(): Promise<void> {}
