import type { Kysely } from "kysely";
import { clusteredOnKey } from "../../../platform/db/migration-dialect.ts";

/** Accounts, credentials, sessions, participants and the audit chain. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("password_hash", "text")
    .addColumn("telegram_id", "text", (c) => c.unique())
    .addColumn("telegram_username", "text")
    .addColumn("is_staff", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("guest_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .$call(clusteredOnKey(db))
    .execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("family_id", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .$call(clusteredOnKey(db))
    .execute();
  await db.schema.createIndex("refresh_tokens_family").on("refresh_tokens").column("family_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("invite_code", "text", (c) => c.notNull().unique())
    .addColumn("host_user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("max_players", "integer", (c) => c.notNull())
    .addColumn("turn_seconds", "integer")
    .addColumn("current_game_id", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("participants")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id"))
    .addColumn("display_name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("join_seq", "integer", (c) => c.notNull())
    .addColumn("presence_web", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("presence_messenger", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("joined_at", "text", (c) => c.notNull())
    .addUniqueConstraint("participants_session_user", ["session_id", "user_id"])
    .execute();
  await db.schema.createIndex("participants_user").on("participants").column("user_id").execute();

  await db.schema
    .createTable("audit_entries")
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("game_id", "text")
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("action_id", "text")
    .addColumn("action_type", "text")
    .addColumn("payload", "text")
    .addColumn("outcome", "text", (c) => c.notNull())
    .addColumn("version", "integer")
    .addColumn("state_hash", "text")
    .addColumn("prev_hash", "text", (c) => c.notNull())
    .addColumn("hash", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("audit_entries_pk", ["session_id", "seq"])
    .$call(clusteredOnKey(db))
    .execute();
  await db.schema.createIndex("audit_entries_game").on("audit_entries").columns(["game_id", "seq"]).execute();
}

/** Drops everything the up migration created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "audit_entries",
    "participants",
    "sessions",
    "refresh_tokens",
    "guest_tokens",
    "users",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
