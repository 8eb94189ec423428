import { type Kysely, sql } from "kysely";

/**
 * The lobby's index holds only open public tables. Public sessions stay
 * public after they start and end, so an index of every public session grows
 * for months, and a lobby page with few open tables walked all the finished
 * ones to find that there were no more. Now a started or closed table leaves
 * the index, and a page reads about as many entries as it lists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("sessions_lobby").execute();
  await db.schema
    .createIndex("sessions_lobby")
    .on("sessions")
    .columns(["created_at", "id"])
    .where(sql<boolean>`visibility = 'public' and status = 'Lobby'`)
    .execute();
}

/** Back to an index of every public session. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("sessions_lobby").execute();
  await db.schema
    .createIndex("sessions_lobby")
    .on("sessions")
    .columns(["created_at", "id"])
    .where(sql.ref("visibility"), "=", sql.lit("public"))
    .execute();
}
