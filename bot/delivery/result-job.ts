import type { OutboxRow } from "../../src/messenger/messenger.ts";
import { buildGameScreen } from "../game-screen.ts";
import { createTranslator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import type { LaneJob } from "./lane-job.ts";

/**
 * The lane job that posts a group's result and scoreboard as a new message
 * when the row's change ended the game: the live board is edited in place
 * and easy to miss, a new message is not. Claimed per (row, chat), so a
 * retried row never posts it twice.
 */
export function resultJob(deps: DeliveryDeps, row: OutboxRow, target: GameMessageTarget): LaneJob {
  const { api, core } = deps;
  return {
    chatId: target.chatId,
    async run() {
      const view = await core.messenger.loadChatView(target.gameId, target.viewer);
      if (!view || view.doc.status === "running" || view.game.version !== row.version) return;
      if (!(await core.messenger.claimNotice(row.id, target.chatId, core.now()))) return;
      try {
        await api.sendMessage(
          Number(target.chatId),
          buildGameScreen(view.doc, createTranslator(target.language)).caption,
        );
      } catch (error) {
        await core.messenger.releaseNotice(row.id, target.chatId);
        throw error;
      }
    },
  };
}
