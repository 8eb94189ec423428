import type { Kysely } from "kysely";

/**
 * Who a participant was, after they left a session: leaving deletes the
 * participant row, but the games they played keep their seat, so erasing
 * the player must still find it. No name is kept here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("former_participants")
    .addColumn("participant_id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("left_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("former_participants_user")
    .on("former_participants")
    .column("user_id")
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("former_participants").execute();
}
