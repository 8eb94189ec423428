import { buildGameScreen } from "../game-screen.ts";
import { createTranslator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { type GameMessageTarget, leaseTarget } from "./game-message-target.ts";
import { awaitLater } from "./lanes.ts";
import { MessageBusy } from "./message-busy.ts";
import { isNotModified } from "./telegram-errors.ts";

export type HoldResult =
  | {
      readonly kind: "toggled";
      readonly mask: number;
      /** How long the keyboard's edit waits for the chat's pace (0: it goes out now). */
      readonly editInMs: number;
    }
  | { readonly kind: "stale" | "not_mover" };

/** Edits a chat's keyboard to the hold mask stored for the version it shows; a lane job. */
async function showHolds(deps: DeliveryDeps, target: GameMessageTarget): Promise<void> {
  const { key, lease } = await leaseTarget(deps, target);
  if (!lease) throw new MessageBusy(`game message in chat ${target.chatId} is being edited`);
  try {
    const view = await deps.core.messenger.loadChatView(target.gameId, target.viewer);
    const version = lease.shown_version;
    // A newer board is on its way and carries its own keyboard.
    if (!view || lease.message_id === null || view.game.version !== version || lease.hold_version !== version)
      return;
    const screen = buildGameScreen(view.doc, createTranslator(target.language), lease.hold_mask, {
      baseUrl: deps.webAppBaseUrl,
      chatId: target.chatId,
    });
    try {
      await deps.api.editMessageReplyMarkup(Number(target.chatId), lease.message_id, {
        reply_markup: screen.keyboard,
      });
    } catch (error) {
      if (!isNotModified(error)) throw error;
    }
  } finally {
    await deps.core.messenger.releaseGameMessage(key, deps.owner);
  }
}

/**
 * Flips one yacht die between kept and rolled on a chat's message. Only the
 * mover may, and only on the version the message shows; the mask is UI
 * state kept beside the message. The flip is decided at once; the keyboard's
 * edit waits in the chat's lane, and toggles made meanwhile share one edit.
 */
export async function toggleHold(
  deps: DeliveryDeps,
  target: GameMessageTarget,
  version: number,
  die: number,
): Promise<HoldResult> {
  const messenger = deps.core.messenger;
  const message = await messenger.findGameMessage(target);
  const view = await deps.core.messenger.loadChatView(target.gameId, target.viewer);
  if (!message || !view || message.message_id === null) return { kind: "stale" };
  if (view.game.version !== version || message.shown_version !== version) return { kind: "stale" };
  if (!view.doc.allowed_actions.some((a) => a.action_type === "roll_dice" && a.hold)) {
    return { kind: "not_mover" };
  }
  const mask = (message.hold_version === version ? message.hold_mask : 0) ^ (1 << die);
  await messenger.saveHoldMask(target, version, mask);
  awaitLater(
    deps.lanes.submit({
      chatId: target.chatId,
      key: `holds:${target.gameId}`,
      run: () => showHolds(deps, target),
    }),
  ).catch((error: unknown) => deps.logger.warn({ err: error, chatId: target.chatId }, "hold edit failed"));
  return { kind: "toggled", mask, editInMs: await deps.lanes.delayOf(target.chatId) };
}
