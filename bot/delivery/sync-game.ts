import type { OutboxRow } from "../../src/db/schema.ts";
import { listChatAudience } from "../../src/messenger/audience.ts";
import type { ChatViewer } from "../../src/messenger/chat-view.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { MessageBusy } from "./message-busy.ts";
import { pickChatLanguages } from "./pick-chat-languages.ts";
import { showGame } from "./show-game.ts";
import { skipUnreachable } from "./skip-unreachable.ts";

/** Brings the game message of every chat of a row's session up to date; a busy message fails the row. */
export async function syncGame(deps: DeliveryDeps, row: OutboxRow, gameId: string): Promise<void> {
  const audience = await listChatAudience(deps.core.store, row.session_id);
  const targets: { chatId: string; viewer: ChatViewer }[] = audience.groupChatId
    ? [{ chatId: audience.groupChatId, viewer: { mover: true } }]
    : audience.members.map((m) => ({ chatId: m.chatId, viewer: { participantId: m.participantId } }));
  const language = await pickChatLanguages(
    deps.core.db,
    targets.map((t) => t.chatId),
  );
  for (const target of targets) {
    await skipUnreachable(deps.logger, target.chatId, async () => {
      const result = await showGame(deps, {
        ...target,
        gameId,
        sessionId: row.session_id,
        language: language(target.chatId),
      });
      if (result === "busy") throw new MessageBusy(`game message in chat ${target.chatId} is being edited`);
    });
  }
}
