import type { Kysely } from "kysely";

/**
 * Computer players: a participant is a person or a computer, and a computer
 * has a strength. A computer still has a user row (kind "computer", no
 * credential of any kind), because `participants.user_id` is a non-null
 * foreign key and every membership check looks a caller up by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("participants")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("person"))
    .execute();
  await db.schema.alterTable("participants").addColumn("strength", "text").execute();
}

/** Drops the columns; computer participants and their users stay as ordinary rows. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("participants").dropColumn("strength").execute();
  await db.schema.alterTable("participants").dropColumn("kind").execute();
}
