import { randomUUID } from "node:crypto";
import { DomainError } from "../errors.ts";
import type { StorefrontPrincipal } from "../shared/access-tokens.ts";
import type { JobQueue } from "../shared/job-queue.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import {
  type ConversationRow,
  findConversation,
  findConversations,
  findMessage,
  findMessages,
  insertConversation,
  insertMessage,
  type MessageRow,
} from "./chat-repository.ts";
import type { ChatTables } from "./chat-tables.ts";

export type { ConversationRow, MessageRow } from "./chat-repository.ts";

/** The chat service's module interface; the admin service answers through it too. */
export interface ChatModule {
  /** A customer's own conversations; staff see every conversation. */
  conversations(principal: StorefrontPrincipal): Promise<ConversationRow[]>;
  open(customer: StorefrontPrincipal, subject: string, body: string): Promise<ConversationRow>;
  messages(principal: StorefrontPrincipal, conversationId: string): Promise<MessageRow[]>;
  /** Adds a message as the customer who owns the conversation, or as staff. */
  post(principal: StorefrontPrincipal, conversationId: string, body: string): Promise<MessageRow>;
  /** A message with its conversation, for the relay job. */
  relayed(messageId: string): Promise<{ message: MessageRow; conversation: ConversationRow } | undefined>;
}

const LIST_LIMIT = 200;

/**
 * Builds the chat module. Every customer message is queued for the staff
 * relay as a job, so a slow or failing Telegram never slows the request.
 */
export function createChatModule(
  database: StorefrontDatabase,
  jobs: JobQueue,
  now: () => number = Date.now,
): ChatModule {
  const db = database.tables<ChatTables>();
  const iso = () => new Date(now()).toISOString();

  const visible = async (principal: StorefrontPrincipal, id: string) => {
    const conversation = await findConversation(db, id);
    if (!conversation) throw new DomainError("conversation_not_found", `No conversation ${id}.`);
    if (!principal.isStaff && conversation.customer_id !== principal.accountId)
      throw new DomainError("not_conversation_member", "This conversation belongs to another customer.");
    return conversation;
  };

  const message = (principal: StorefrontPrincipal, conversationId: string, body: string): MessageRow => ({
    id: randomUUID(),
    conversation_id: conversationId,
    author_id: principal.accountId,
    author_role: principal.isStaff ? "staff" : "customer",
    body,
    created_at: iso(),
  });

  return {
    conversations: (principal) =>
      findConversations(db, principal.isStaff ? null : principal.accountId, LIST_LIMIT),
    async open(customer, subject, body) {
      const at = iso();
      const conversation: ConversationRow = {
        id: randomUUID(),
        customer_id: customer.accountId,
        subject,
        created_at: at,
        updated_at: at,
      };
      const first = { ...message(customer, conversation.id, body), author_role: "customer" as const };
      await insertConversation(db, conversation, first);
      await jobs.enqueue("chat_relay", { messageId: first.id });
      return conversation;
    },
    async messages(principal, conversationId) {
      await visible(principal, conversationId);
      return findMessages(db, conversationId, 1000);
    },
    async post(principal, conversationId, body) {
      await visible(principal, conversationId);
      const row = message(principal, conversationId, body);
      await insertMessage(db, row);
      if (row.author_role === "customer") await jobs.enqueue("chat_relay", { messageId: row.id });
      return row;
    },
    async relayed(messageId) {
      const found = await findMessage(db, messageId);
      const conversation = found && (await findConversation(db, found.conversation_id));
      return found && conversation ? { message: found, conversation } : undefined;
    },
  };
}
