import type { Kysely } from "kysely";

/**
 * One row per (game, version) whose mover was reminded: the sweep claims it in
 * the write unit that queues the reminder, so two processes or a restart
 * never remind the same wait twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("turn_reminders")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("reminded_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("turn_reminders_pk", ["game_id", "version"])
    .execute();
}

/** Drops the reminder marks. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("turn_reminders").execute();
}
