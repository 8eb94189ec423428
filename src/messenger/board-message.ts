import type { GameMessageRow } from "../db/messenger-schema.ts";
import type { ChatView, ChatViewer } from "./chat-view.ts";

/** Identifies one chat's board message of one game. */
export interface BoardKey {
  readonly chatId: string;
  readonly gameId: string;
}

/** A chat's board of a game to bring up to date, and whose eyes it uses. */
export interface BoardTarget extends BoardKey {
  readonly sessionId: string;
  readonly viewer: ChatViewer;
}

/** A chat's board message as the messenger remembers it. */
export interface BoardMessage {
  /** The chat's message id; null until the first send has gone out. */
  readonly messageId: number | null;
  /** The game version (and pause) the message shows: a version is never shown twice. */
  readonly shownVersion: number;
  readonly shownPaused: boolean;
  /** The dice the mover marked to keep (bit i = die i), valid for that game version only. */
  readonly hold: { readonly version: number; readonly mask: number };
}

/** A board message leased to one worker, with the game as its chat sees it now (undefined: the game is gone). */
export interface BoardLease {
  readonly message: BoardMessage;
  readonly view: ChatView | undefined;
}

/** What a worker has just shown in a leased message. */
export interface BoardShown {
  readonly messageId: number;
  readonly version: number;
  readonly paused: boolean;
}

/** The board message a stored row describes. */
export function toBoardMessage(row: GameMessageRow): BoardMessage {
  return {
    messageId: row.message_id,
    shownVersion: row.shown_version,
    shownPaused: row.shown_paused === 1,
    hold: { version: row.hold_version, mask: row.hold_mask },
  };
}
