import type { Kysely } from "kysely";

/**
 * The monthly league posts already queued: one per chat, game and month,
 * whichever process gets there first. Results get an index by their end, so
 * the job's "which chats played last month" reads one month, not the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("league_posts")
    .addColumn("chat_id", "text", (c) => c.notNull())
    .addColumn("plugin_id", "text", (c) => c.notNull())
    .addColumn("season", "text", (c) => c.notNull())
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("league_posts_pk", ["chat_id", "plugin_id", "season"])
    .execute();
  await db.schema.createIndex("game_results_finished").on("game_results").column("finished_at").execute();
}

/** Drops the table and the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("game_results_finished").execute();
  await db.schema.dropTable("league_posts").execute();
}
