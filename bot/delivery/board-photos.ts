import { InputFile } from "grammy";
import type { Message } from "grammy/types";

/** Which version of which game a photo shows, and the seats' names it draws (an erasure renames them in place). */
interface BoardVersion {
  readonly game_id: string;
  readonly version: number;
  readonly players: readonly { readonly display_name: string }[];
}

const keyOf = (board: BoardVersion, language: string) =>
  [board.game_id, board.version, language, ...board.players.map((p) => p.display_name)].join("\n");

/** The photo to send for a game version in a language: the Telegram file id once uploaded, else the bytes. */
export interface BoardPhotos {
  photoOf(board: BoardVersion, language: string, bytes: Buffer): string | InputFile;
  remember(board: BoardVersion, language: string, message: Message | true): void;
}

const MAX_REMEMBERED = 1000;

/** Telegram file ids of uploaded boards: one upload per version and language serves every chat. */
export function createBoardPhotos(): BoardPhotos {
  const fileIds = new Map<string, string>();
  return {
    photoOf: (board, language, bytes) =>
      fileIds.get(keyOf(board, language)) ?? new InputFile(bytes, `board-${board.version}.png`),
    remember(board, language, message) {
      const sizes = message === true ? undefined : message.photo;
      const largest = sizes?.[sizes.length - 1];
      if (!largest) return;
      if (fileIds.size >= MAX_REMEMBERED) fileIds.delete(fileIds.keys().next().value as string);
      fileIds.set(keyOf(board, language), largest.file_id);
    },
  };
}
