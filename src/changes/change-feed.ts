import type { OutboxKind } from "../db/schema.ts";

/** A committed change that someone may want to hear of at once (chats, live viewers). */
export interface ChangeNotice {
  readonly session_id: string;
  readonly game_id: string | null;
  readonly kind: OutboxKind;
  readonly version: number | null;
}

export type ChangeListener = (change: ChangeNotice) => void;

/**
 * Committed changes, in commit order within a process. The store publishes
 * after each commit; subscribers (the bot's delivery worker) wake at once
 * instead of on their next poll. In one process this is a list of
 * listeners; with REDIS_URL it also crosses processes (redis-change-feed.ts).
 * A notice is only a wake-up: the outbox and the database stay the truth.
 */
export interface ChangeFeed {
  /** "process": this process only; "redis": across processes. */
  readonly transport: "process" | "redis";
  publish(change: ChangeNotice): void;
  /** Returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
  /** The transport answers (always true in process). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** Listeners in this process; a listener that throws does not stop the others. */
export function createListeners() {
  const listeners = new Set<ChangeListener>();
  return {
    add(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(change: ChangeNotice, onError: (error: unknown) => void): void {
      for (const listener of listeners) {
        try {
          listener(change);
        } catch (error) {
          onError(error);
        }
      }
    },
  };
}

/** The feed of one process. */
export function createLocalChangeFeed(onError: (error: unknown) => void = () => {}): ChangeFeed {
  const listeners = createListeners();
  return {
    transport: "process",
    publish: (change) => listeners.emit(change, onError),
    subscribe: listeners.add,
    ping: async () => true,
    close: async () => {},
  };
}
