import { CHAT_KEY } from "./live-channel.ts";
import type { SharedPresence } from "./shared-presence.ts";

/**
 * Chats watching a public game on TV (the bot's `/tv`), counted among its
 * spectators as one person each, keyed `chat:<chat id>` in presence
 * (decision 0021): a chat keeps one message edited, and how many read it is not known.
 */
export function createChatWatchers(presence: SharedPresence) {
  /** Session id -> the keys of the chats watching it. */
  const bySession = new Map<string, Set<string>>();
  /** Chat id -> the session it watches. */
  const watching = new Map<string, string>();

  function unwatch(chatId: string): void {
    const sessionId = watching.get(chatId);
    if (sessionId === undefined) return;
    watching.delete(chatId);
    const keys = bySession.get(sessionId);
    keys?.delete(`${CHAT_KEY}${chatId}`);
    if (keys?.size === 0) bySession.delete(sessionId);
    presence.announce(sessionId, [...(keys ?? [])]);
  }

  return {
    /** The chat watches the session's game now (instead of whatever it watched). */
    watch(chatId: string, sessionId: string): void {
      if (watching.get(chatId) === sessionId) return;
      unwatch(chatId);
      watching.set(chatId, sessionId);
      const keys = bySession.get(sessionId) ?? new Set<string>();
      bySession.set(sessionId, keys);
      keys.add(`${CHAT_KEY}${chatId}`);
      presence.announce(sessionId, [...keys]);
    },
    /** The chat watches nothing any more. */
    unwatch,
  };
}

export type ChatWatchers = ReturnType<typeof createChatWatchers>;
