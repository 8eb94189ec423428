import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { buildGameScreen } from "../game-screen.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import type { LaneJob } from "./lane-job.ts";

/**
 * The lane job that posts a group's result and scoreboard as a new message
 * when the notice's change ended the game: the live board is edited in place
 * and easy to miss, a new message is not. Claimed per (notice, chat), so a
 * retried notice never posts it twice.
 */
export function resultJob(deps: DeliveryDeps, taken: TakenNotice, target: GameMessageTarget): LaneJob {
  const { api, core, desk } = deps;
  return {
    chatId: target.chatId,
    async run() {
      const view = await core.messenger.loadChatView(target.gameId, target.viewer);
      if (!view || view.doc.status === "running" || view.doc.version !== taken.version) return;
      if (!(await desk.claimSend(taken.id, target.chatId))) return;
      try {
        await api.sendMessage(
          Number(target.chatId),
          buildGameScreen(view.doc, deps.translators(target.language), core.now()).caption,
        );
      } catch (error) {
        await desk.releaseSend(taken.id, target.chatId);
        throw error;
      }
    },
  };
}
