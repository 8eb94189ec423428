import type { OutboxRow } from "../../src/messenger/messenger.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import type { LaneJob } from "./lane-job.ts";
import { isWithoutRights, messageOf } from "./telegram-errors.ts";

/**
 * The lane job that pins a group's live board when its game starts (`pin`)
 * or unpins it when the game ends, queued behind the board job of the same
 * row so the message exists. Claimed per (row, chat, action): the start and
 * end rows come once per game, so each happens once, and the result notice
 * of the end row keeps its own claim. A group that denies the bot the right
 * to pin is skipped for good: the claim stays, so it is never retried.
 */
export function pinJob(deps: DeliveryDeps, row: OutboxRow, target: GameMessageTarget, pin: boolean): LaneJob {
  const { api, core } = deps;
  const claim = `${pin ? "pin" : "unpin"}:${target.chatId}`;
  return {
    chatId: target.chatId,
    async run() {
      const shown = await core.messenger.findGameMessage({ chatId: target.chatId, gameId: target.gameId });
      if (shown?.message_id == null) return;
      if (!(await core.messenger.claimNotice(row.id, claim, core.now()))) return;
      const chatId = Number(target.chatId);
      try {
        if (pin) await api.pinChatMessage(chatId, shown.message_id, { disable_notification: true });
        else await api.unpinChatMessage(chatId, shown.message_id);
      } catch (error) {
        if (isWithoutRights(error)) {
          deps.logger.info({ chatId: target.chatId, err: messageOf(error) }, "no right to pin; skipped");
          return;
        }
        await core.messenger.releaseNotice(row.id, claim);
        throw error;
      }
    },
  };
}
