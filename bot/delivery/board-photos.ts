import { InputFile } from "grammy";
import type { Message } from "grammy/types";
import type { GameRow } from "../../src/messenger/messenger.ts";

/** The photo to send for a game version in a language: the Telegram file id once uploaded, else the bytes. */
export interface BoardPhotos {
  photoOf(game: GameRow, language: string, bytes: Buffer): string | InputFile;
  remember(game: GameRow, language: string, message: Message | true): void;
}

const MAX_REMEMBERED = 1000;

/** Telegram file ids of uploaded boards: one upload per version and language serves every chat. */
export function createBoardPhotos(): BoardPhotos {
  const fileIds = new Map<string, string>();
  return {
    photoOf: (game, language, bytes) =>
      fileIds.get(`${game.id}:${game.version}:${language}`) ??
      new InputFile(bytes, `board-${game.version}.png`),
    remember(game, language, message) {
      const sizes = message === true ? undefined : message.photo;
      const largest = sizes?.[sizes.length - 1];
      if (!largest) return;
      if (fileIds.size >= MAX_REMEMBERED) fileIds.delete(fileIds.keys().next().value as string);
      fileIds.set(`${game.id}:${game.version}:${language}`, largest.file_id);
    },
  };
}
