import type { Kysely } from "kysely";

/**
 * A game's own turn timer (a per-game override must not change the session's),
 * and who sent each action id with which body, so a reused id from someone
 * else or with another body is refused instead of replaying another's outcome.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("games").addColumn("turn_seconds", "integer").execute();
  await db.schema.alterTable("game_actions").addColumn("actor", "text").execute();
  await db.schema.alterTable("game_actions").addColumn("request_hash", "text").execute();
}

/** Drops the added columns. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("game_actions").dropColumn("request_hash").execute();
  await db.schema.alterTable("game_actions").dropColumn("actor").execute();
  await db.schema.alterTable("games").dropColumn("turn_seconds").execute();
}
