import type { SharedPresence } from "./shared-presence.ts";

/** How long a session's watchers on other processes are trusted without a word from them. */
const MAX_AGE_MS = 2000;
/** Sessions remembered at most; past it the memory starts again. */
const MAX_SESSIONS = 10_000;

/**
 * Who watches on other processes (or in chats, chat-watchers.ts) a session this process streams nothing of,
 * remembered briefly: a state read or a move counts the spectators without
 * a Redis round trip each time. A presence message for the session forgets
 * it at once; a process that died unannounced is seen within MAX_AGE_MS.
 */
export function createRemoteWatchers(presence: SharedPresence, now = Date.now) {
  const known = new Map<string, { readonly keys: readonly string[]; readonly at: number }>();
  return {
    async of(sessionId: string): Promise<readonly string[]> {
      const held = known.get(sessionId);
      if (held && now() - held.at < MAX_AGE_MS) return held.keys;
      const keys = await presence.elsewhere(sessionId);
      if (known.size >= MAX_SESSIONS) known.clear();
      known.set(sessionId, { keys, at: now() });
      return keys;
    },
    forget: (sessionId: string) => known.delete(sessionId),
  };
}
