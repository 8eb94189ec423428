import { findSession } from "../db/repositories/session-repository.ts";
import type { ParticipantRole } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";

/** A participant who follows the session in their private chat with the bot. */
export interface ChatMember {
  /** The private chat id, which Telegram makes equal to the user id. */
  readonly chatId: string;
  readonly participantId: string;
  readonly role: ParticipantRole;
}

/** Where a session's chat updates go: its bound group, or each member's private chat. */
export interface ChatAudience {
  readonly groupChatId: string | null;
  readonly members: readonly ChatMember[];
}

/**
 * Lists the chats a session's updates reach. A group-bound session has one
 * shared message in the group; otherwise every participant present in the
 * messenger channel gets their own, in join order.
 */
export async function listChatAudience(r: Reader, sessionId: string): Promise<ChatAudience> {
  const session = await findSession(r, sessionId);
  const rows = await r.db
    .selectFrom("participants")
    .innerJoin("users", "users.id", "participants.user_id")
    .select(["participants.id as participant_id", "participants.role", "users.telegram_id"])
    .where("participants.session_id", "=", sessionId)
    .where("participants.presence_messenger", "=", 1)
    .where("users.telegram_id", "is not", null)
    .orderBy("participants.join_seq")
    .execute();
  return {
    groupChatId: session?.telegram_chat_id ?? null,
    members: rows.map((r) => ({
      chatId: r.telegram_id as string,
      participantId: r.participant_id,
      role: r.role,
    })),
  };
}
