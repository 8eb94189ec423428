import type { ChatNoticeOf } from "../../src/documents/chat-notice.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { encodeButton } from "../callback-data.ts";
import { durationText } from "../clock-text.ts";
import { gameNameIn } from "../game-named.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { playButton, postDirect } from "./post-direct.ts";

/**
 * Queues a clock's private notice in the player's chat, once per notice: a
 * reminder at 50 or 90 per cent of the turn's time, or the news that a
 * computer keeps their seat, with the "I'm back" button.
 */
export function postClockNotice(
  deps: DeliveryDeps,
  taken: TakenNotice,
  notice: ChatNoticeOf<"clock_reminder" | "stand_in_started">,
): Promise<Promise<void>[]> {
  return postDirect(deps, taken, notice.chat_id, (api, chatId, t) => {
    const game = gameNameIn(t, notice.plugin_id);
    if (notice.kind === "clock_reminder") {
      const left = durationText(Date.parse(notice.deadline) - deps.core.now(), t);
      const replyMarkup = playButton(t, deps.webAppBaseUrl, taken.sessionId);
      const text = t.t("clock_reminder", { game, percent: notice.percent, left });
      return api.sendMessage(chatId, text, replyMarkup ? { reply_markup: replyMarkup } : {});
    }
    const back = encodeButton({ kind: "reclaim", gameId: taken.gameId ?? "" });
    return api.sendMessage(chatId, t.t("stand_in_started", { game }), {
      reply_markup: { inline_keyboard: [[{ text: t.t("btn_im_back"), callback_data: back }]] },
    });
  });
}
