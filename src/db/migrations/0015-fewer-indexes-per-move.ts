import { type Kysely, sql } from "kysely";

/**
 * Each B-tree a move writes costs a page per game in every commit (the rows
 * of one batch land in as many places as there are games in it), so two
 * indexes go:
 * - `audit_entries_game` (game_id, seq) only served a game's audit slice. A
 *   slice is contiguous in its session's chain and begins with its
 *   `game_started` entry, so a game now keeps that entry's seq
 *   (`games.audit_seq`) and the slice is read through the chain's own key.
 * - `game_results_chat` becomes partial: only results from a Telegram group
 *   are ever looked up by chat, and web games (most of them) have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("games")
    .addColumn("audit_seq", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`
    update games set audit_seq = coalesce(
      (select min(a.seq) from audit_entries a where a.game_id = games.id and a.kind = 'game_started'),
      (select coalesce(max(a.seq), 0) + 1 from audit_entries a where a.session_id = games.session_id)
    )`.execute(db);
  await db.schema.dropIndex("audit_entries_game").execute();
  await db.schema.dropIndex("game_results_chat").execute();
  await db.schema
    .createIndex("game_results_chat")
    .on("game_results")
    .columns(["chat_id", "plugin_id", "user_id"])
    .where(sql.ref("chat_id"), "is not", null)
    .execute();
}

/** Back to both full indexes; the games lose `audit_seq`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("game_results_chat").execute();
  await db.schema
    .createIndex("game_results_chat")
    .on("game_results")
    .columns(["chat_id", "plugin_id", "user_id"])
    .execute();
  await db.schema.createIndex("audit_entries_game").on("audit_entries").columns(["game_id", "seq"]).execute();
  await db.schema.alterTable("games").dropColumn("audit_seq").execute();
}
