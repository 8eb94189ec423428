import type { Kysely } from "kysely";

/**
 * Tournaments: the tournament, its players (with the rating they joined
 * with, which seeds and pairs them, and their place in the joining order,
 * which breaks rating ties), and its tables. A table is one game of
 * one round (or a bye, with no game); its `winners` is the tournament's
 * record of the result, written once when the game ends or the round's
 * deadline passes. `version` is bumped by every unit that changes a
 * tournament: the bump is the row lock that makes two processes advancing
 * the same tournament take turns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("tournaments")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("plugin_id", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("organiser_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("invite_code", "text", (c) => c.notNull().unique())
    .addColumn("rounds", "integer")
    .addColumn("table_size", "integer", (c) => c.notNull())
    .addColumn("round_minutes", "integer")
    .addColumn("duration_minutes", "integer")
    .addColumn("chat_id", "text")
    .addColumn("starts_at", "text")
    .addColumn("started_at", "text")
    .addColumn("ends_at", "text")
    .addColumn("finished_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("tournaments_status")
    .on("tournaments")
    .columns(["status", "created_at"])
    .execute();
  await db.schema
    .createIndex("tournaments_chat")
    .on("tournaments")
    .columns(["chat_id", "created_at"])
    .execute();

  await db.schema
    .createTable("tournament_players")
    .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("rating", "double precision", (c) => c.notNull())
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addColumn("join_seq", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("tournament_players_pk", ["tournament_id", "user_id"])
    .execute();

  await db.schema
    .createTable("tournament_tables")
    .addColumn("tournament_id", "text", (c) => c.notNull().references("tournaments.id").onDelete("cascade"))
    .addColumn("round", "integer", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("players", "text", (c) => c.notNull())
    .addColumn("bye", "integer", (c) => c.notNull())
    .addColumn("session_id", "text")
    .addColumn("game_id", "text", (c) => c.references("games.id").onDelete("set null"))
    .addColumn("winners", "text")
    .addColumn("deadline", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("tournament_tables_pk", ["tournament_id", "round", "seq"])
    .execute();
  await db.schema.createIndex("tournament_tables_game").on("tournament_tables").column("game_id").execute();
}

/** Drops the tournament tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["tournament_tables", "tournament_players", "tournaments"]) {
    await db.schema.dropTable(table).execute();
  }
}
