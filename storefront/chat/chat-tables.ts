import type { Kysely, Migration } from "kysely";
import type { ServiceMigrations } from "../shared/service-migrations.ts";

/** The chat service's tables: conversations between a customer and the shop's staff. */
export interface ChatTables {
  chat_conversations: {
    id: string;
    customer_id: string;
    subject: string;
    created_at: string;
    updated_at: string;
  };
  chat_messages: {
    id: string;
    conversation_id: string;
    author_id: string;
    author_role: "customer" | "staff";
    body: string;
    created_at: string;
  };
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("chat_conversations")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("customer_id", "text", (c) => c.notNull())
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("chat_conversations_customer")
      .on("chat_conversations")
      .columns(["customer_id", "updated_at"])
      .execute();
    await db.schema
      .createTable("chat_messages")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("conversation_id", "text", (c) =>
        c.notNull().references("chat_conversations.id").onDelete("cascade"),
      )
      .addColumn("author_id", "text", (c) => c.notNull())
      .addColumn("author_role", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("chat_messages_conversation")
      .on("chat_messages")
      .columns(["conversation_id", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("chat_messages").execute();
    await db.schema.dropTable("chat_conversations").execute();
  },
};

export const CHAT_MIGRATIONS: ServiceMigrations = {
  service: "chat",
  migrations: { "0001-conversations": initial },
};
