import { InputFile } from "grammy";
import type { Message } from "grammy/types";
import type { GameRow } from "../../src/db/schema.ts";

/** The photo to send for a game version: the Telegram file id once uploaded, else the bytes. */
export interface BoardPhotos {
  photoOf(game: GameRow, bytes: Buffer): string | InputFile;
  remember(game: GameRow, message: Message | true): void;
}

const MAX_REMEMBERED = 1000;

/** Telegram file ids of uploaded boards: one upload per version serves every chat. */
export function createBoardPhotos(): BoardPhotos {
  const fileIds = new Map<string, string>();
  return {
    photoOf: (game, bytes) =>
      fileIds.get(`${game.id}:${game.version}`) ?? new InputFile(bytes, `board-${game.version}.png`),
    remember(game, message) {
      const sizes = message === true ? undefined : message.photo;
      const largest = sizes?.[sizes.length - 1];
      if (!largest) return;
      if (fileIds.size >= MAX_REMEMBERED) fileIds.delete(fileIds.keys().next().value as string);
      fileIds.set(`${game.id}:${game.version}`, largest.file_id);
    },
  };
}
