import { enqueueOutbox } from "../db/repositories/outbox-repository.ts";
import { findParticipantTelegramId } from "../db/repositories/turn-reminder-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { ChatNoticeOf } from "../documents/chat-notice.ts";

/** The notices that go to one player's private chat with the bot. */
type PrivateNotice = ChatNoticeOf<"turn_reminder" | "clock_reminder" | "stand_in_started">;
type Unaddressed<N> = N extends PrivateNotice ? Omit<N, "chat_id"> : never;

/**
 * Queues a notice for the participant's private chat, in the caller's unit,
 * at the game's version; false when they have no Telegram account.
 */
export async function queuePrivateNotice(
  tx: WriteTx,
  game: Pick<GameRow, "id" | "session_id" | "version">,
  notice: Unaddressed<PrivateNotice>,
  at: string,
): Promise<boolean> {
  const chatId = await findParticipantTelegramId(tx, notice.participant_id);
  if (!chatId) return false;
  await enqueueOutbox(tx, {
    session_id: game.session_id,
    game_id: game.id,
    version: game.version,
    notice: { ...notice, chat_id: chatId } as PrivateNotice,
    at,
  });
  return true;
}
