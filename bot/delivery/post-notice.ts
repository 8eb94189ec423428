import type { ChatMember } from "../../src/messenger/audience.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { createTranslator, type Translator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { awaitLater } from "./lanes.ts";
import { pickChatLanguages } from "./pick-chat-languages.ts";
import { skipUnreachable } from "./skip-unreachable.ts";

/** Queues one message per chat of the session, once per notice, skipping `skip(member)`; returns the queued sends. */
export async function postNotice(
  deps: DeliveryDeps,
  taken: TakenNotice,
  text: (t: Translator) => string,
  skip: (member: ChatMember) => boolean,
): Promise<Promise<void>[]> {
  const { api, core, desk, lanes } = deps;
  const audience = await core.messenger.listChatAudience(taken.sessionId);
  const chatIds = audience.groupChatId
    ? [audience.groupChatId]
    : audience.members.filter((m) => !skip(m)).map((m) => m.chatId);
  const language = await pickChatLanguages(core.messenger, chatIds);
  return chatIds.map((chatId) =>
    awaitLater(
      skipUnreachable(deps.logger, chatId, () =>
        lanes.submit({
          chatId,
          async run() {
            if (!(await desk.claimSend(taken.id, chatId))) return;
            try {
              await api.sendMessage(Number(chatId), text(createTranslator(language(chatId))));
            } catch (error) {
              await desk.releaseSend(taken.id, chatId);
              throw error;
            }
          },
        }),
      ),
    ),
  );
}
