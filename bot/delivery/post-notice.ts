import type { ChatMember } from "../../src/messenger/audience.ts";
import type { OutboxRow } from "../../src/messenger/messenger.ts";
import { createTranslator, type Translator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { awaitLater } from "./lanes.ts";
import { pickChatLanguages } from "./pick-chat-languages.ts";
import { skipUnreachable } from "./skip-unreachable.ts";

/** Queues one notice per chat of the session, once per outbox row, skipping `skip(member)`; returns the queued sends. */
export async function postNotice(
  deps: DeliveryDeps,
  row: OutboxRow,
  text: (t: Translator) => string,
  skip: (member: ChatMember) => boolean,
): Promise<Promise<void>[]> {
  const { api, core, lanes } = deps;
  const audience = await core.messenger.listChatAudience(row.session_id);
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
            if (!(await core.messenger.claimNotice(row.id, chatId, core.now()))) return;
            try {
              await api.sendMessage(Number(chatId), text(createTranslator(language(chatId))));
            } catch (error) {
              await core.messenger.releaseNotice(row.id, chatId);
              throw error;
            }
          },
        }),
      ),
    ),
  );
}
