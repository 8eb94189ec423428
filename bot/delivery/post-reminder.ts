import type { ChatNoticeOf } from "../../src/documents/chat-notice.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { gameNameIn } from "../game-named.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { playButton, postDirect } from "./post-direct.ts";

/** Queues a turn reminder in the mover's private chat, once per notice; returns the queued send. */
export function postReminder(
  deps: DeliveryDeps,
  taken: TakenNotice,
  reminder: ChatNoticeOf<"turn_reminder">,
): Promise<Promise<void>[]> {
  return postDirect(deps, taken, reminder.chat_id, (api, chatId, t) => {
    const text = t.t("reminder", {
      game: gameNameIn(t, reminder.plugin_id),
      minutes: reminder.minutes,
    });
    const replyMarkup = playButton(t, deps.webAppBaseUrl, taken.sessionId);
    return api.sendMessage(chatId, text, replyMarkup ? { reply_markup: replyMarkup } : {});
  });
}
