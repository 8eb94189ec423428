import type { Kysely } from "kysely";

/**
 * The entropy a player contributed with an action or a game's start
 * (docs/fair-dice.md): kept in the entry, under its hash, so a replay can
 * mix it into the dice where the game did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_entries").addColumn("entropy", "text").execute();
}

/** Drops the column. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("audit_entries").dropColumn("entropy").execute();
}
