/**
 * Kysely table types of the chat side: the game message each chat shows,
 * delivery bookkeeping, chat languages and the bot framework's storage.
 * Same conventions as schema.ts (ISO-8601 UTC text timestamps, 0/1 booleans).
 */
import type { Selectable } from "kysely";

/** The game message shown in one Telegram chat, edited in place as the game moves. */
export interface GameMessageTable {
  chat_id: string;
  game_id: string;
  session_id: string;
  /** Null while the first send is in flight. */
  message_id: number | null;
  /** The game version (and pause flag) the message shows; delivery never shows a version twice. */
  shown_version: number;
  shown_paused: number;
  /** Yacht dice the mover marked to keep (bit i = die i), valid for `hold_version` only: UI state, not game state. */
  hold_mask: number;
  hold_version: number;
  /** A delivery worker's short lease, so two processes never edit one message at once. */
  lease_owner: string | null;
  lease_until: string | null;
  updated_at: string;
}

/** Chat notices already sent for an outbox row, so a retried row never repeats one. */
export interface MessengerNoticeTable {
  outbox_id: number;
  chat_id: string;
  sent_at: string;
}

/** Telegram update ids already taken in hand, so a redelivered update is ignored. */
export interface MessengerUpdateTable {
  update_id: number;
  seen_at: string;
}

/** The language a chat is addressed in, for messages sent without an incoming update. */
export interface MessengerChatTable {
  chat_id: string;
  language: string;
  updated_at: string;
}

/** Key/value rows of the bot framework's session and conversation storage (JSON values). */
export interface BotStorageTable {
  key: string;
  value: string;
  updated_at: string;
}

export type GameMessageRow = Selectable<GameMessageTable>;
