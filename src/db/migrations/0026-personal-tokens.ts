import type { Kysely } from "kysely";

/**
 * Personal access tokens for third-party bots and clients: a name, scopes
 * (JSON array of "play" and "read") and the token's SHA-256, never the token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("personal_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("scopes", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("personal_tokens_user").on("personal_tokens").column("user_id").execute();
}

/** Drops the tokens. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("personal_tokens").execute();
}
