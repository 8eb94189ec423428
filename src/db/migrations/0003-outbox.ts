import { type Kysely, sql } from "kysely";
import { addSerialKey } from "../../../platform/db/migration-dialect.ts";

/** A durable outbox: every change chat players must see, written in the change's own transaction. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await addSerialKey(db, db.schema.createTable("outbox"), "id")
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("game_id", "text")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("version", "integer")
    .addColumn("payload", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("available_at", "text", (c) => c.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("delivered_at", "text")
    .addColumn("last_error", "text")
    .execute();
  await db.schema
    .createIndex("outbox_pending")
    .on("outbox")
    .columns(["available_at", "id"])
    .where(sql.ref("delivered_at"), "is", null)
    .execute();

  await db.schema
    .createTable("worker_heartbeats")
    .addColumn("worker", "text", (c) => c.primaryKey())
    .addColumn("beat_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the outbox tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("worker_heartbeats").execute();
  await db.schema.dropTable("outbox").execute();
}
