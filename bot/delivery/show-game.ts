import type { InputMediaPhoto } from "grammy/types";
import type { BoardShown } from "../../src/messenger/board-message.ts";
import type { ChatView } from "../../src/messenger/chat-view.ts";
import { buildGameScreen, type GameScreen } from "../game-screen.ts";
import type { Translator } from "../i18n.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import type { GameMessageTarget } from "./game-message-target.ts";
import { isNotModified, isUneditable } from "./telegram-errors.ts";

export type ShowResult = "shown" | "unchanged" | "busy" | "gone";

/** The caption and buttons of a chat's game message, from the game as the chat sees it. */
export type ScreenOf = (view: ChatView, t: Translator, holdMask: number) => GameScreen;

/** A played game's message: the viewer's moves, or what comes after the game. */
const playedScreen =
  (deps: DeliveryDeps, target: GameMessageTarget): ScreenOf =>
  (view, t, holdMask) =>
    buildGameScreen(view.doc, t, deps.core.now(), holdMask, {
      baseUrl: deps.webAppBaseUrl,
      chatId: target.chatId,
      watchable: view.watchable,
    });

/**
 * Brings one chat's game message to the game's current version (or sends it
 * anew with `resend`), drawn by `screenOf` (a played game's by default).
 */
export async function showGame(
  deps: DeliveryDeps,
  target: GameMessageTarget,
  resend = false,
  screenOf: ScreenOf = playedScreen(deps, target),
): Promise<ShowResult> {
  const { api, desk, photos } = deps;
  const lease = await desk.leaseBoard(target);
  if (!lease) return "busy";
  try {
    const { message, view } = lease;
    if (!view) {
      await desk.releaseBoard(target);
      return "gone";
    }
    const { doc } = view;
    const unchanged =
      message.messageId !== null &&
      message.shownVersion === doc.version &&
      message.shownPaused === doc.paused;
    if (unchanged && !resend) {
      await desk.releaseBoard(target);
      return "unchanged";
    }
    const t = deps.translators(target.language);
    const holdMask = message.hold.version === doc.version ? message.hold.mask : 0;
    const screen = screenOf(view, t, holdMask);
    const bytes = await view.image(target.language);
    const chatId = Number(target.chatId);
    const sendNew = async () => {
      const sent = await api.sendPhoto(chatId, photos.photoOf(doc, target.language, bytes), {
        caption: screen.caption,
        reply_markup: screen.keyboard,
      });
      photos.remember(doc, target.language, sent);
      return sent.message_id;
    };
    let messageId = message.messageId;
    if (messageId === null || resend) {
      messageId = await sendNew();
    } else {
      const media: InputMediaPhoto = {
        type: "photo",
        media: photos.photoOf(doc, target.language, bytes),
        caption: screen.caption,
      };
      try {
        photos.remember(
          doc,
          target.language,
          await api.editMessageMedia(chatId, messageId, media, { reply_markup: screen.keyboard }),
        );
      } catch (error) {
        if (isUneditable(error)) messageId = await sendNew();
        else if (!isNotModified(error)) throw error;
      }
    }
    const shown: BoardShown = { messageId, version: doc.version, paused: doc.paused };
    await desk.showBoard(target, shown);
    return "shown";
  } catch (error) {
    await desk.releaseBoard(target);
    throw error;
  }
}
