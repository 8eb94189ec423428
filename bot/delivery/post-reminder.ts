import type { InlineKeyboardMarkup } from "grammy/types";
import type { ChatNoticeOf } from "../../src/documents/chat-notice.ts";
import { findGame } from "../../src/games/registry.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { createTranslator, type Translator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { awaitLater } from "./lanes.ts";
import { pickChatLanguages } from "./pick-chat-languages.ts";
import { skipUnreachable } from "./skip-unreachable.ts";

/** A "Play in app" button to the session's web client, when it is served over https (Telegram refuses http). */
function playButton(
  t: Translator,
  baseUrl: string | undefined,
  sessionId: string,
): InlineKeyboardMarkup | undefined {
  if (!baseUrl?.startsWith("https://")) return undefined;
  const url = `${baseUrl.replace(/\/+$/, "")}/play/s/${sessionId}`;
  return { inline_keyboard: [[{ text: t.t("btn_play_in_app"), web_app: { url } }]] };
}

/** Queues a turn reminder in the mover's private chat, once per notice; returns the queued send. */
export async function postReminder(
  deps: DeliveryDeps,
  taken: TakenNotice,
  reminder: ChatNoticeOf<"turn_reminder">,
): Promise<Promise<void>[]> {
  const { api, core, desk, lanes } = deps;
  const chatId = reminder.chat_id;
  const language = await pickChatLanguages(core.messenger, [chatId]);
  const t = createTranslator(language(chatId));
  const text = t.t("reminder", {
    game: findGame(reminder.plugin_id)?.rules.name ?? reminder.plugin_id,
    minutes: reminder.minutes,
  });
  const replyMarkup = playButton(t, deps.webAppBaseUrl, taken.sessionId);
  return [
    awaitLater(
      skipUnreachable(deps.logger, chatId, () =>
        lanes.submit({
          chatId,
          async run() {
            if (!(await desk.claimSend(taken.id, chatId))) return;
            try {
              await api.sendMessage(Number(chatId), text, replyMarkup ? { reply_markup: replyMarkup } : {});
            } catch (error) {
              await desk.releaseSend(taken.id, chatId);
              throw error;
            }
          },
        }),
      ),
    ),
  ];
}
