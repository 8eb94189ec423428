import type { Kysely, Selectable } from "kysely";
import type { ChatTables } from "./chat-tables.ts";

export type ConversationRow = Selectable<ChatTables["chat_conversations"]>;
export type MessageRow = Selectable<ChatTables["chat_messages"]>;
type Db = Kysely<ChatTables>;

/** Conversations, most recently active first; one customer's when `customerId` is given. */
export function findConversations(
  db: Db,
  customerId: string | null,
  limit: number,
): Promise<ConversationRow[]> {
  let q = db.selectFrom("chat_conversations").selectAll();
  if (customerId !== null) q = q.where("customer_id", "=", customerId);
  return q.orderBy("updated_at", "desc").orderBy("id").limit(limit).execute();
}

/** One conversation. */
export function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  return db.selectFrom("chat_conversations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A conversation's messages, oldest first. */
export function findMessages(db: Db, conversationId: string, limit: number): Promise<MessageRow[]> {
  return db
    .selectFrom("chat_messages")
    .selectAll()
    .where("conversation_id", "=", conversationId)
    .orderBy("created_at")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** One message. */
export function findMessage(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom("chat_messages").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Creates a conversation with its first message. */
export async function insertConversation(
  db: Db,
  conversation: ConversationRow,
  first: MessageRow,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("chat_conversations").values(conversation).execute();
    await trx.insertInto("chat_messages").values(first).execute();
  });
}

/** Appends a message and marks the conversation active. */
export async function insertMessage(db: Db, message: MessageRow): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("chat_messages").values(message).execute();
    await trx
      .updateTable("chat_conversations")
      .set({ updated_at: message.created_at })
      .where("id", "=", message.conversation_id)
      .execute();
  });
}
