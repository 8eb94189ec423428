import { type Kysely, sql } from "kysely";

/**
 * Public tables and blocks (issue 53). A session is private (reached only
 * by its invite code) or public (listed in the lobby), and a public one
 * names the game it will play. The lobby reads the newest public sessions
 * still in Lobby through an index that holds only those. A block is one row
 * per blocker and blocked user.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("visibility", "text", (c) => c.notNull().defaultTo("private"))
    .execute();
  await db.schema.alterTable("sessions").addColumn("plugin_id", "text").execute();
  await db.schema
    .createIndex("sessions_lobby")
    .on("sessions")
    .columns(["created_at", "id"])
    .where(sql.ref("visibility"), "=", sql.lit("public"))
    .execute();
  await db.schema
    .createTable("user_blocks")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("blocked_user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_blocks_pk", ["user_id", "blocked_user_id"])
    .execute();
  await db.schema.createIndex("user_blocks_blocked").on("user_blocks").column("blocked_user_id").execute();
}

/** Drops the table, the index and the columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("user_blocks").execute();
  await db.schema.dropIndex("sessions_lobby").execute();
  await db.schema.alterTable("sessions").dropColumn("plugin_id").execute();
  await db.schema.alterTable("sessions").dropColumn("visibility").execute();
}
