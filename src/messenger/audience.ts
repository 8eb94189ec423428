import type { Kysely } from "kysely";
import type { Principal } from "../auth/principal.ts";
import type { Database, ParticipantRole } from "../db/schema.ts";

/** A participant who follows the session in their private chat with the bot. */
export interface ChatMember {
  /** The private chat id, which Telegram makes equal to the user id. */
  readonly chatId: string;
  readonly participantId: string;
  readonly role: ParticipantRole;
  readonly displayName: string;
  readonly principal: Principal;
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
export async function listChatAudience(db: Kysely<Database>, sessionId: string): Promise<ChatAudience> {
  const session = await db
    .selectFrom("sessions")
    .select("telegram_chat_id")
    .where("id", "=", sessionId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom("participants")
    .innerJoin("users", "users.id", "participants.user_id")
    .select([
      "participants.id as participant_id",
      "participants.role",
      "participants.display_name",
      "users.id as user_id",
      "users.kind",
      "users.display_name as user_name",
      "users.is_staff",
      "users.telegram_id",
    ])
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
      displayName: r.display_name,
      principal: { userId: r.user_id, kind: r.kind, displayName: r.user_name, isStaff: r.is_staff === 1 },
    })),
  };
}

/** The principal of a session participant, for reading the game as that seat sees it. */
export async function principalOfParticipant(
  db: Kysely<Database>,
  participantId: string,
): Promise<Principal | undefined> {
  const row = await db
    .selectFrom("participants")
    .innerJoin("users", "users.id", "participants.user_id")
    .select(["users.id", "users.kind", "users.display_name", "users.is_staff"])
    .where("participants.id", "=", participantId)
    .executeTakeFirst();
  return row
    ? { userId: row.id, kind: row.kind, displayName: row.display_name, isStaff: row.is_staff === 1 }
    : undefined;
}
