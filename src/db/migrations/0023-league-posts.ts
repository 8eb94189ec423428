import type { Kysely } from "kysely";

/** The monthly league posts already queued: one per chat, game and month, whichever process gets there first. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("league_posts")
    .addColumn("chat_id", "text", (c) => c.notNull())
    .addColumn("plugin_id", "text", (c) => c.notNull())
    .addColumn("season", "text", (c) => c.notNull())
    .addColumn("queued_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("league_posts_pk", ["chat_id", "plugin_id", "season"])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("league_posts").execute();
}
