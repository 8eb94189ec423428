import type { OutboxRow } from "../../src/db/schema.ts";
import { loadChatView } from "../../src/messenger/chat-view.ts";
import { claimNotice, releaseNotice } from "../../src/messenger/delivery-claims.ts";
import { buildGameScreen } from "../game-screen.ts";
import { createTranslator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import type { LaneJob } from "./lanes.ts";

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
      const view = await loadChatView(core.store, target.gameId, target.viewer);
      if (!view || view.doc.status === "running" || view.game.version !== row.version) return;
      if (!(await claimNotice(core.db, row.id, target.chatId, core.now()))) return;
      try {
        await api.sendMessage(
          Number(target.chatId),
          buildGameScreen(view.doc, createTranslator(target.language)).caption,
        );
      } catch (error) {
        await releaseNotice(core.db, row.id, target.chatId);
        throw error;
      }
    },
  };
}
