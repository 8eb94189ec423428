import type { Api } from "grammy";
import type { InlineKeyboardMarkup } from "grammy/types";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import type { Translator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { awaitLater } from "./lanes.ts";
import { pickChatLanguages } from "./pick-chat-languages.ts";
import { skipUnreachable } from "./skip-unreachable.ts";

/** What one notice sends to one chat, in the chat's language. */
export type DirectSend = (api: Api, chatId: number, t: Translator) => Promise<unknown>;

/** A "Play in app" button to a session's web client, when it is served over https (Telegram refuses http). */
export function playButton(
  t: Translator,
  baseUrl: string | undefined,
  sessionId: string,
): InlineKeyboardMarkup | undefined {
  if (!baseUrl?.startsWith("https://")) return undefined;
  const url = `${baseUrl.replace(/\/+$/, "")}/play/s/${sessionId}`;
  return { inline_keyboard: [[{ text: t.t("btn_play_in_app"), web_app: { url } }]] };
}

/**
 * Queues one send of a notice in a chat's lane, made once per notice and chat
 * even when a lease runs out and another worker takes the notice over;
 * returns the queued send.
 */
export function queueSendOnce(
  deps: DeliveryDeps,
  taken: TakenNotice,
  chatId: string,
  t: Translator,
  send: DirectSend,
): Promise<void> {
  const { api, desk, lanes } = deps;
  return awaitLater(
    skipUnreachable(deps.logger, chatId, () =>
      lanes.submit({
        chatId,
        async run() {
          if (!(await desk.claimSend(taken.id, chatId))) return;
          try {
            await send(api, Number(chatId), t);
          } catch (error) {
            await desk.releaseSend(taken.id, chatId);
            throw error;
          }
        },
      }),
    ),
  );
}

/** Queues a notice's message to one named chat (a reminder, a tournament's round, a private "your game is ready"), in its language. */
export async function postDirect(
  deps: DeliveryDeps,
  taken: TakenNotice,
  chatId: string,
  send: DirectSend,
): Promise<Promise<void>[]> {
  const language = await pickChatLanguages(deps.core.messenger, [chatId]);
  return [queueSendOnce(deps, taken, chatId, deps.translators(language(chatId)), send)];
}
