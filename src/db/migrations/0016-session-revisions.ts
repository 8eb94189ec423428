import type { Kysely } from "kysely";

/**
 * A session's revision counts the changes to its row and its participants
 * (the repositories bump it in the unit that makes each change), so a reader
 * can tell whether the session document it built before still holds from one
 * small read, without reading the participants again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("sessions")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").dropColumn("revision").execute();
}
