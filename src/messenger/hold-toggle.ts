import { findGameMessage, saveHoldMask } from "../db/repositories/game-message-repository.ts";
import type { Store } from "../db/store.ts";
import type { BoardImages } from "../images/board-images.ts";
import type { BoardKey } from "./board-message.ts";
import { loadChatView } from "./chat-view.ts";

/** A press on a die of a chat's board: who pressed, on which version, which die (from 0). */
export interface HoldPress {
  readonly userId: string;
  readonly version: number;
  readonly die: number;
}

/** What became of a hold press: the new mask, a board that no longer shows the game's version, or a presser who is not the mover. */
export type HoldView =
  | { readonly kind: "toggled"; readonly mask: number }
  | { readonly kind: "stale" | "not_mover" };

/**
 * Flips one die between kept and rolled on a chat's board. Only the mover
 * may (the presser's own state document must offer a roll that holds), and
 * only on the version the message shows; the mask is UI state kept beside
 * the message, never game state.
 */
export async function toggleHold(
  store: Store,
  boards: BoardImages,
  key: BoardKey,
  press: HoldPress,
): Promise<HoldView> {
  const message = await findGameMessage(store, key);
  const view = await loadChatView(store, boards, key.gameId, { userId: press.userId });
  if (!message || !view || message.message_id === null) return { kind: "stale" };
  if (view.doc.version !== press.version || message.shown_version !== press.version) return { kind: "stale" };
  if (!view.doc.allowed_actions.some((a) => a.action_type === "roll_dice" && a.hold)) {
    return { kind: "not_mover" };
  }
  const held = message.hold_version === press.version ? message.hold_mask : 0;
  const mask = held ^ (1 << press.die);
  await store.write((tx) => saveHoldMask(tx, key, press.version, mask));
  return { kind: "toggled", mask };
}
