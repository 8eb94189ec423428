import type { Kysely } from "kysely";
import { isSqlite } from "../../../../platform/db/dialect.ts";
import { clusteredOnKey } from "../../../../platform/db/migration-dialect.ts";

/**
 * Per-visitor export and erasure (an index to find a visitor's batches, one
 * to find a user's log entries, and the erasure log), consent decisions
 * counted without identifiers, and the crawlers ingest turned away.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  const int = sqlite ? "integer" : "bigint";
  const key = sqlite ? "integer" : "bigserial";
  const withoutRowid = clusteredOnKey(db);
  await db.schema
    .createIndex("event_batches_visitor")
    .on("event_batches")
    .columns(["visitor_id", "id"])
    .execute();
  await db.schema.createIndex("user_error_log_user").on("user_error_log").column("user_id").execute();
  // Who erased whom and what went; the subject is kept only as a keyed hash.
  await db.schema
    .createTable("privacy_erasures")
    .addColumn("id", key, (c) => c.primaryKey())
    .addColumn("at", int, (c) => c.notNull())
    .addColumn("staff_account_id", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("subject_hash", "text", (c) => c.notNull())
    .addColumn("events", int, (c) => c.notNull())
    .addColumn("visits", int, (c) => c.notNull())
    .addColumn("sessions", int, (c) => c.notNull())
    .addColumn("user_errors", int, (c) => c.notNull())
    .execute();
  await db.schema.createIndex("privacy_erasures_at").on("privacy_erasures").column("at").execute();
  await withoutRowid(
    db.schema
      .createTable("daily_consent")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull())
      .addColumn("visitors", int, (c) => c.notNull())
      .addPrimaryKeyConstraint("daily_consent_pk", ["day", "state"]),
  ).execute();
  await withoutRowid(
    db.schema
      .createTable("daily_crawlers")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("crawler", "text", (c) => c.notNull())
      .addColumn("requests", int, (c) => c.notNull())
      .addColumn("events", int, (c) => c.notNull())
      .addPrimaryKeyConstraint("daily_crawlers_pk", ["day", "crawler"]),
  ).execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["daily_crawlers", "daily_consent", "privacy_erasures"])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("user_error_log_user").execute();
  await db.schema.dropIndex("event_batches_visitor").execute();
}
