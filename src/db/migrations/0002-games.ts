import { type Kysely, sql } from "kysely";
import { clusteredOnKey } from "../../../platform/db/migration-dialect.ts";

/** Games, their per-action outcomes and idempotency records. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("games")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("plugin_id", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("seats", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("rng_state", "text", (c) => c.notNull())
    .addColumn("rng_seed", "text", (c) => c.notNull())
    .addColumn("rng_commitment", "text", (c) => c.notNull())
    .addColumn("last_action", "text")
    .addColumn("turn_deadline", "text")
    .addColumn("turn_remaining_ms", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("games_session").on("games").column("session_id").execute();
  await db.schema
    .createIndex("games_turn_deadline")
    .on("games")
    .column("turn_deadline")
    .where(sql.ref("turn_deadline"), "is not", null)
    .execute();

  await db.schema
    .createTable("game_actions")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("action_id", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("game_actions_pk", ["game_id", "action_id"])
    .$call(clusteredOnKey(db))
    .execute();

  await db.schema
    .createTable("idempotency_keys")
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["game_id", "key"])
    .$call(clusteredOnKey(db))
    .execute();
}

/** Drops the game tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["idempotency_keys", "game_actions", "games"])
    await db.schema.dropTable(table).execute();
}
