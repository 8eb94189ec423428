/** Hears a session whose presence may have changed on another process. */
export type PresenceListener = (sessionId: string) => void;

/**
 * Who has a live stream open on the other processes. Each process's hub
 * counts its own streams and announces, per session, which participants it
 * holds; it reads the others' to tell its viewers who is online anywhere.
 * In one process there are no others; with REDIS_URL they are shared
 * (redis-presence.ts).
 */
export interface SharedPresence {
  /** "process": no other process is seen; "redis": every process sharing the Redis. */
  readonly transport: "process" | "redis";
  /** Which participants have a stream open in this process for the session (empty: none any more). */
  announce(sessionId: string, participantIds: readonly string[]): void;
  /** Participants with a stream open for the session in other processes ([] when they cannot be asked). */
  elsewhere(sessionId: string): Promise<readonly string[]>;
  /** Returns the unsubscribe function. */
  subscribe(listener: PresenceListener): () => void;
  close(): Promise<void>;
}

/** Presence of this process alone: the others are never seen. */
export function createLocalPresence(): SharedPresence {
  return {
    transport: "process",
    announce: () => {},
    elsewhere: async () => [],
    subscribe: () => () => {},
    close: async () => {},
  };
}
