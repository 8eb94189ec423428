import { listMessengerMembers } from "../db/repositories/participant-repository.ts";
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
  const rows = await listMessengerMembers(r, sessionId);
  return {
    groupChatId: session?.telegram_chat_id ?? null,
    members: rows.map((r) => ({
      chatId: r.telegram_id,
      participantId: r.participant_id,
      role: r.role,
    })),
  };
}
