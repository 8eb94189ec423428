import { loadChatView } from "../../src/messenger/chat-view.ts";
import { releaseGameMessage, saveHoldMask } from "../../src/messenger/game-messages.ts";
import { buildGameScreen } from "../game-screen.ts";
import { createTranslator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { type GameMessageTarget, leaseTarget } from "./game-message-target.ts";
import { isNotModified } from "./telegram-errors.ts";

export type HoldResult =
  | { readonly kind: "toggled"; readonly mask: number }
  | { readonly kind: "stale" | "not_mover" | "busy" };

/**
 * Flips one yacht die between kept and rolled on a chat's message. Only the
 * mover may, and only on the version the message shows; the mask is UI
 * state kept beside the message, and only the keyboard is edited.
 */
export async function toggleHold(
  deps: DeliveryDeps,
  target: GameMessageTarget,
  version: number,
  die: number,
): Promise<HoldResult> {
  const db = deps.core.db;
  const { key, lease } = await leaseTarget(deps, target);
  if (!lease) return { kind: "busy" };
  try {
    const view = await loadChatView(deps.core.store, target.gameId, target.viewer);
    const messageId = lease.message_id;
    if (!view || messageId === null || view.game.version !== version || lease.shown_version !== version) {
      return { kind: "stale" };
    }
    if (!view.doc.allowed_actions.some((a) => a.action_type === "roll_dice" && a.hold)) {
      return { kind: "not_mover" };
    }
    const mask = (lease.hold_version === version ? lease.hold_mask : 0) ^ (1 << die);
    await saveHoldMask(db, key, version, mask);
    const screen = buildGameScreen(view.doc, createTranslator(target.language), mask, {
      baseUrl: deps.webAppBaseUrl,
      chatId: target.chatId,
    });
    try {
      await deps.api.editMessageReplyMarkup(Number(target.chatId), messageId, {
        reply_markup: screen.keyboard,
      });
    } catch (error) {
      if (!isNotModified(error)) throw error;
    }
    return { kind: "toggled", mask };
  } finally {
    await releaseGameMessage(db, key, deps.owner);
  }
}
