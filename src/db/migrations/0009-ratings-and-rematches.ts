import type { Kysely } from "kysely";
import { clusteredOnKey } from "../../../platform/db/migration-dialect.ts";

/**
 * Ratings per game (OpenSkill μ and σ per user and plugin), one result row
 * per rated person and finished game (history, the chat-scoped leaderboard,
 * and the guard that a game is rated once), and the one rematch of a game.
 * `double precision` is float8 on PostgreSQL and REAL on SQLite.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("ratings")
    .addColumn("plugin_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("mu", "double precision", (c) => c.notNull())
    .addColumn("sigma", "double precision", (c) => c.notNull())
    .addColumn("rating", "double precision", (c) => c.notNull())
    .addColumn("games", "integer", (c) => c.notNull())
    .addColumn("wins", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("ratings_pk", ["plugin_id", "user_id"])
    .$call(clusteredOnKey(db))
    .execute();
  await db.schema.createIndex("ratings_board").on("ratings").columns(["plugin_id", "rating"]).execute();

  await db.schema
    .createTable("game_results")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("plugin_id", "text", (c) => c.notNull())
    .addColumn("participant_id", "text", (c) => c.notNull())
    .addColumn("result", "text", (c) => c.notNull())
    .addColumn("rating_before", "double precision", (c) => c.notNull())
    .addColumn("rating_after", "double precision", (c) => c.notNull())
    .addColumn("chat_id", "text")
    .addColumn("finished_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("game_results_pk", ["game_id", "user_id"])
    .execute();
  await db.schema
    .createIndex("game_results_user")
    .on("game_results")
    .columns(["user_id", "finished_at", "game_id"])
    .execute();
  await db.schema
    .createIndex("game_results_chat")
    .on("game_results")
    .columns(["chat_id", "plugin_id", "user_id"])
    .execute();

  await db.schema
    .createTable("rematches")
    .addColumn("game_id", "text", (c) => c.primaryKey().references("games.id").onDelete("cascade"))
    .addColumn("rematch_game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

/** Drops the rating, result and rematch tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["rematches", "game_results", "ratings"]) await db.schema.dropTable(table).execute();
}
