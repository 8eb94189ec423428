import { buildGameScreen } from "../game-screen.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
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

/** A hold press in a chat: judged through the presser's own eyes. */
export interface HoldTarget extends GameMessageTarget {
  readonly viewer: { readonly userId: string };
}

/** Edits a chat's keyboard to the hold mask stored for the version it shows; a lane job. */
async function showHolds(deps: DeliveryDeps, target: GameMessageTarget): Promise<void> {
  const { desk } = deps;
  const lease = await desk.leaseBoard(target);
  if (!lease) throw new MessageBusy(`game message in chat ${target.chatId} is being edited`);
  try {
    const { message, view } = lease;
    const version = message.shownVersion;
    // A newer board is on its way and carries its own keyboard.
    if (
      !view ||
      message.messageId === null ||
      view.doc.version !== version ||
      message.hold.version !== version
    )
      return;
    const t = deps.translators(target.language);
    const screen = buildGameScreen(view.doc, t, deps.core.now(), message.hold.mask, {
      baseUrl: deps.webAppBaseUrl,
      chatId: target.chatId,
      watchable: view.watchable,
    });
    try {
      await deps.api.editMessageReplyMarkup(Number(target.chatId), message.messageId, {
        reply_markup: screen.keyboard,
      });
    } catch (error) {
      if (!isNotModified(error)) throw error;
    }
  } finally {
    await desk.releaseBoard(target);
  }
}

/**
 * Flips one die between kept and rolled on a chat's message, if the core
 * finds the presser is the mover and the message shows `version`. The flip
 * is decided at once; the keyboard's edit waits in the chat's lane, and
 * toggles made meanwhile share one edit.
 */
export async function toggleHold(
  deps: DeliveryDeps,
  target: HoldTarget,
  version: number,
  die: number,
): Promise<HoldResult> {
  const held = await deps.core.messenger.toggleHold(target, { userId: target.viewer.userId, version, die });
  if (held.kind !== "toggled") return held;
  awaitLater(
    deps.lanes.submit({
      chatId: target.chatId,
      key: `holds:${target.gameId}`,
      run: () => showHolds(deps, target),
    }),
  ).catch((error: unknown) => deps.logger.warn({ err: error, chatId: target.chatId }, "hold edit failed"));
  return { kind: "toggled", mask: held.mask, editInMs: await deps.lanes.delayOf(target.chatId) };
}
