import { type Kysely, sql } from "kysely";
import { clusteredOnKey } from "../../../platform/db/migration-dialect.ts";

/**
 * Telegram-side state: sessions bound to a group chat, the game message shown
 * in each chat (so delivery edits in place and knows what it already showed),
 * notices already sent per outbox row, update ids already handled, the chats'
 * language, and a key/value table for the bot framework's sessions and
 * conversations. Game state itself never lives here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("sessions").addColumn("telegram_chat_id", "text").execute();
  await db.schema
    .createIndex("sessions_telegram_chat")
    .on("sessions")
    .column("telegram_chat_id")
    .where(sql.ref("telegram_chat_id"), "is not", null)
    .execute();

  await db.schema
    .createTable("game_messages")
    .addColumn("chat_id", "text", (c) => c.notNull())
    .addColumn("game_id", "text", (c) => c.notNull().references("games.id").onDelete("cascade"))
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("message_id", "integer")
    .addColumn("shown_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("shown_paused", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hold_mask", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hold_version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("lease_owner", "text")
    .addColumn("lease_until", "text")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("game_messages_pk", ["chat_id", "game_id"])
    .$call(clusteredOnKey(db))
    .execute();
  await db.schema.createIndex("game_messages_game").on("game_messages").column("game_id").execute();

  await db.schema
    .createTable("messenger_notices")
    .addColumn("outbox_id", "integer", (c) => c.notNull())
    .addColumn("chat_id", "text", (c) => c.notNull())
    .addColumn("sent_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("messenger_notices_pk", ["outbox_id", "chat_id"])
    .$call(clusteredOnKey(db))
    .execute();

  await db.schema
    .createTable("messenger_updates")
    .addColumn("update_id", "bigint", (c) => c.primaryKey())
    .addColumn("seen_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("messenger_chats")
    .addColumn("chat_id", "text", (c) => c.primaryKey())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("bot_storage")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .$call(clusteredOnKey(db))
    .execute();
}

/** Drops the messenger tables and the group binding. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "bot_storage",
    "messenger_chats",
    "messenger_updates",
    "messenger_notices",
    "game_messages",
  ])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex("sessions_telegram_chat").execute();
  await db.schema.alterTable("sessions").dropColumn("telegram_chat_id").execute();
}
