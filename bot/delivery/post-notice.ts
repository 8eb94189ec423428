import type { ChatMember } from "../../src/messenger/audience.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import type { Translator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { pickChatLanguages } from "./pick-chat-languages.ts";
import { queueSendOnce } from "./post-direct.ts";

/** Queues one message per chat of the session, once per notice, skipping `skip(member)`; returns the queued sends. */
export async function postNotice(
  deps: DeliveryDeps,
  taken: TakenNotice,
  text: (t: Translator) => string,
  skip: (member: ChatMember) => boolean,
): Promise<Promise<void>[]> {
  const { core } = deps;
  const audience = await core.messenger.listChatAudience(taken.sessionId);
  const chatIds = audience.groupChatId
    ? [audience.groupChatId]
    : audience.members.filter((m) => !skip(m)).map((m) => m.chatId);
  const language = await pickChatLanguages(core.messenger, chatIds);
  return chatIds.map((chatId) =>
    queueSendOnce(deps, taken, chatId, deps.translators(language(chatId)), (api, id, t) =>
      api.sendMessage(id, text(t)),
    ),
  );
}
