import type { Kysely } from "kysely";

/**
 * Every session read lists its participants in join order. Without an index
 * in that order the list was found through (session_id, user_id) and sorted
 * in a temporary B-tree on each read; this index hands the rows over sorted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex("participants_session_join_order")
    .on("participants")
    .columns(["session_id", "join_seq"])
    .execute();
}

/** Drops the index. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("participants_session_join_order").execute();
}
