import { type Kysely, sql } from "kysely";

/**
 * Clocks, stand-ins and vacation (issue 41). A session keeps the clock rules
 * its games start with (`clock_rules`, JSON); a game keeps its clock
 * (`clock`, JSON: each seat's bank, missed turns, stand-in, forfeit and
 * vacation) and the next private reminder's time (`remind_at`), so the
 * reminder sweep reads an index, not every game. A reminder mark per turn
 * and percentage is claimed once; a vacation is one row per absence.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("clock_rules", "text").execute();
  await db.schema.alterTable("games").addColumn("clock", "text").execute();
  await db.schema.alterTable("games").addColumn("remind_at", "text").execute();
  await db.schema
    .createIndex("games_remind_at")
    .on("games")
    .column("remind_at")
    .where(sql.ref("remind_at"), "is not", null)
    .execute();
  await db.schema
    .createTable("clock_reminders")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("turn_version", "integer", (c) => c.notNull())
    .addColumn("percent", "integer", (c) => c.notNull())
    .addColumn("reminded_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("clock_reminders_pk", ["game_id", "turn_version", "percent"])
    .execute();
  await db.schema
    .createTable("vacations")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("ends_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("vacations_pk", ["user_id", "started_at"])
    .execute();
}

/** Drops the tables, the index and the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("vacations").execute();
  await db.schema.dropTable("clock_reminders").execute();
  await db.schema.dropIndex("games_remind_at").execute();
  await db.schema.alterTable("games").dropColumn("remind_at").execute();
  await db.schema.alterTable("games").dropColumn("clock").execute();
  await db.schema.alterTable("sessions").dropColumn("clock_rules").execute();
}
