import type { AuditRecord } from "../documents/audit-entry.ts";
import type { GameRow, OutboxKind } from "./schema.ts";

/**
 * What a committed move left, handed to this process's own listeners so
 * live streams need not read it back: the entries the unit appended to the
 * session's log, in order, and the game as the unit left it.
 */
export interface CommittedMove {
  readonly entries: readonly AuditRecord[];
  readonly game: { readonly row: GameRow; readonly state: unknown };
}

/** A committed change that someone may want to hear of at once (chats, live viewers). */
export interface ChangeNotice {
  readonly session_id: string;
  readonly game_id: string | null;
  readonly kind: OutboxKind;
  readonly version: number | null;
  /** Only in the committing process (the Redis feed sends the rest): a move that nothing else followed in its unit. */
  readonly committed?: CommittedMove;
}

/** A notice as it crosses processes: what was committed stays in the committing process. */
export function wireForm({ session_id, game_id, kind, version }: ChangeNotice): ChangeNotice {
  return { session_id, game_id, kind, version };
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
