import type { InlineKeyboardMarkup } from "grammy/types";
import { findGame } from "../../src/games/registry.ts";
import type { OutboxRow } from "../../src/messenger/messenger.ts";
import type { TurnReminder } from "../../src/play/turn-reminders.ts";
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

/** Queues a turn reminder in the mover's private chat, once per outbox row; returns the queued send. */
export async function postReminder(deps: DeliveryDeps, row: OutboxRow): Promise<Promise<void>[]> {
  const { api, core, lanes } = deps;
  const reminder = JSON.parse(row.payload ?? "{}") as TurnReminder;
  const chatId = reminder.chat_id;
  const language = await pickChatLanguages(core.messenger, [chatId]);
  const t = createTranslator(language(chatId));
  const text = t.t("reminder", {
    game: findGame(reminder.plugin_id)?.rules.name ?? reminder.plugin_id,
    minutes: reminder.minutes,
  });
  const replyMarkup = playButton(t, deps.webAppBaseUrl, row.session_id);
  return [
    awaitLater(
      skipUnreachable(deps.logger, chatId, () =>
        lanes.submit({
          chatId,
          async run() {
            if (!(await core.messenger.claimNotice(row.id, chatId, core.now()))) return;
            try {
              await api.sendMessage(Number(chatId), text, replyMarkup ? { reply_markup: replyMarkup } : {});
            } catch (error) {
              await core.messenger.releaseNotice(row.id, chatId);
              throw error;
            }
          },
        }),
      ),
    ),
  ];
}
