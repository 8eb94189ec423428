import type { ChatNoticeOf } from "../../src/documents/chat-notice.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { gameNameIn } from "../game-named.ts";
import { shownName } from "../player-name.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { playButton, postDirect } from "./post-direct.ts";

/** Queues "opponent found" in a quick-play player's private chat; the board follows as in any game. */
export async function postQuickPlay(
  deps: DeliveryDeps,
  taken: TakenNotice,
  notice: ChatNoticeOf<"quick_play_matched">,
): Promise<Promise<void>[]> {
  const game = taken.gameId ? await deps.core.games.findGame(taken.gameId) : undefined;
  return postDirect(deps, taken, notice.chat_id, (api, chatId, t) => {
    const players = (game?.players ?? []).map((p) => shownName(p.display_name, t)).join(" – ");
    const text = t.t("quick_play_matched", {
      game: gameNameIn(t, notice.plugin_id),
      players,
    });
    const replyMarkup = playButton(t, deps.webAppBaseUrl, notice.session_id);
    return api.sendMessage(chatId, text, replyMarkup ? { reply_markup: replyMarkup } : {});
  });
}
