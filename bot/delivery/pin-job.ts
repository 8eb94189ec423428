import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import type { LaneJob } from "./lane-job.ts";
import { isWithoutRights, messageOf } from "./telegram-errors.ts";

/**
 * The lane job that pins a group's live board when its game starts (`pin`)
 * or unpins it when the game ends, queued behind the board job of the same
 * notice so the message exists. Claimed per (notice, chat, action): the start
 * and end notices come once per game, so each happens once, and the result
 * of the end notice keeps its own claim. A group that denies the bot the
 * right to pin is skipped for good: the claim stays, so it is never retried.
 */
export function pinJob(
  deps: DeliveryDeps,
  taken: TakenNotice,
  target: GameMessageTarget,
  pin: boolean,
): LaneJob {
  const { api, core, desk } = deps;
  const claim = `${pin ? "pin" : "unpin"}:${target.chatId}`;
  return {
    chatId: target.chatId,
    async run() {
      const shown = await core.messenger.findBoard(target);
      if (shown?.messageId == null) return;
      if (!(await desk.claimSend(taken.id, claim))) return;
      const chatId = Number(target.chatId);
      try {
        if (pin) await api.pinChatMessage(chatId, shown.messageId, { disable_notification: true });
        else await api.unpinChatMessage(chatId, shown.messageId);
      } catch (error) {
        if (isWithoutRights(error)) {
          deps.logger.info({ chatId: target.chatId, err: messageOf(error) }, "no right to pin; skipped");
          return;
        }
        await desk.releaseSend(taken.id, claim);
        throw error;
      }
    },
  };
}
