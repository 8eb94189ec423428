import type { PresenceListener, SharedPresence } from "./shared-presence.ts";

/**
 * Several holders of watchers in one process sharing one presence: the live
 * hub's streams and the bot's chat TVs (chat-watchers.ts). Each announces its
 * own keys for a session; the shared presence is told their union, and each
 * holder finds the others' keys among those watching "elsewhere", as it finds
 * other processes', so the counting code needs no case of its own.
 */
export function createPresenceSources(shared: SharedPresence) {
  /** Session id -> holder -> its keys. */
  const held = new Map<string, Map<number, readonly string[]>>();
  const listeners = new Map<number, Set<PresenceListener>>();
  let holders = 0;

  /** The keys every holder but `except` has for the session. */
  function othersOf(sessionId: string, except: number): string[] {
    const keys: string[] = [];
    for (const [holder, own] of held.get(sessionId) ?? []) if (holder !== except) keys.push(...own);
    return keys;
  }

  function announce(holder: number, sessionId: string, keys: readonly string[]) {
    const own = held.get(sessionId) ?? new Map<number, readonly string[]>();
    if (keys.length > 0) own.set(holder, keys);
    else own.delete(holder);
    if (own.size > 0) held.set(sessionId, own);
    else held.delete(sessionId);
    const others = othersOf(sessionId, holder);
    shared.announce(sessionId, others.length === 0 ? keys : [...others, ...keys]);
    for (const [other, heard] of listeners)
      if (other !== holder) for (const listener of heard) listener(sessionId);
  }

  /** The presence as one more holder uses it (closing it closes the shared one). */
  function source(): SharedPresence {
    holders += 1;
    const holder = holders;
    const heard = new Set<PresenceListener>();
    listeners.set(holder, heard);
    return {
      transport: shared.transport,
      announce: (sessionId, keys) => announce(holder, sessionId, keys),
      async elsewhere(sessionId) {
        const remote = await shared.elsewhere(sessionId);
        const local = othersOf(sessionId, holder);
        return local.length === 0 ? remote : [...remote, ...local];
      },
      subscribe(listener) {
        heard.add(listener);
        const off = shared.subscribe(listener);
        return () => {
          heard.delete(listener);
          off();
        };
      },
      close: () => shared.close(),
    };
  }
  return { source };
}
