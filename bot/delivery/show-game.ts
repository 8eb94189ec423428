import type { InputMediaPhoto } from "grammy/types";
import { buildGameScreen } from "../game-screen.ts";
import { createTranslator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { type GameMessageTarget, leaseTarget } from "./game-message-target.ts";
import { isNotModified, isUneditable } from "./telegram-errors.ts";

export type ShowResult = "shown" | "unchanged" | "busy" | "gone";

/** Brings one chat's game message to the game's current version (or sends it anew with `resend`). */
export async function showGame(
  deps: DeliveryDeps,
  target: GameMessageTarget,
  resend = false,
): Promise<ShowResult> {
  const { api, core, owner, photos } = deps;
  const messenger = core.messenger;
  const { key, lease } = await leaseTarget(deps, target);
  if (!lease) return "busy";
  try {
    const view = await core.messenger.loadChatView(target.gameId, target.viewer);
    if (!view) {
      await messenger.releaseGameMessage(key, owner);
      return "gone";
    }
    const { game, doc } = view;
    const unchanged =
      lease.message_id !== null && lease.shown_version === game.version && lease.shown_paused === +doc.paused;
    if (unchanged && !resend) {
      await messenger.releaseGameMessage(key, owner);
      return "unchanged";
    }
    const t = createTranslator(target.language);
    const holdMask = lease.hold_version === game.version ? lease.hold_mask : 0;
    const screen = buildGameScreen(doc, t, holdMask, { baseUrl: deps.webAppBaseUrl, chatId: target.chatId });
    const bytes = await core.boards.image(game, "png", target.language);
    const chatId = Number(target.chatId);
    const sendNew = async () => {
      const sent = await api.sendPhoto(chatId, photos.photoOf(game, target.language, bytes), {
        caption: screen.caption,
        reply_markup: screen.keyboard,
      });
      photos.remember(game, target.language, sent);
      return sent.message_id;
    };
    let messageId = lease.message_id;
    if (messageId === null || resend) {
      messageId = await sendNew();
    } else {
      const media: InputMediaPhoto = {
        type: "photo",
        media: photos.photoOf(game, target.language, bytes),
        caption: screen.caption,
      };
      try {
        photos.remember(
          game,
          target.language,
          await api.editMessageMedia(chatId, messageId, media, { reply_markup: screen.keyboard }),
        );
      } catch (error) {
        if (isUneditable(error)) messageId = await sendNew();
        else if (!isNotModified(error)) throw error;
      }
    }
    await messenger.recordGameMessageShown(
      key,
      { messageId, version: game.version, paused: doc.paused },
      core.now(),
    );
    return "shown";
  } catch (error) {
    await messenger.releaseGameMessage(key, owner);
    throw error;
  }
}
