import { type Kysely, sql } from "kysely";

/**
 * Quick-play tickets: a player waiting for an opponent of near rating in one
 * game. A partial unique index keeps one waiting ticket per player and game;
 * a match sets `matched` and the game it opened, once (the update checks the
 * ticket still waits).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("match_tickets")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("plugin_id", "text", (c) => c.notNull())
    .addColumn("seats", "integer", (c) => c.notNull())
    .addColumn("rating", "double precision", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("settled_at", "text")
    .addColumn("session_id", "text")
    .addColumn("game_id", "text", (c) => c.references("games.id").onDelete("set null"))
    .execute();
  await db.schema
    .createIndex("match_tickets_one_waiting")
    .on("match_tickets")
    .columns(["user_id", "plugin_id"])
    .unique()
    .where(sql.ref("status"), "=", "waiting")
    .execute();
  await db.schema
    .createIndex("match_tickets_waiting")
    .on("match_tickets")
    .columns(["status", "plugin_id", "seats", "created_at"])
    .execute();
}

/** Drops the tickets. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("match_tickets").execute();
}
