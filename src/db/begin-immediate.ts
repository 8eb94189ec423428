import { setTimeout as sleep } from "node:timers/promises";
import type { ConnectionGate } from "./connection-gate.ts";

/** What `BEGIN IMMEDIATE` runs on: the connection's statements and its gate. */
export interface BeginDeps {
  readonly gate: ConnectionGate;
  readonly raw: (sql: string) => unknown;
  /** Runs a pragma and returns its rows. */
  readonly pragma: (sql: string) => readonly Record<string, unknown>[];
}

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === "SQLITE_BUSY";

/**
 * Starts a batch's transaction, the caller holding the gate. When another
 * connection has the write lock (the WAL worker's RESTART checkpoint, for
 * some 20 ms every 16 MB of log, or another process on the file), SQLite's
 * busy handler would sleep on the event loop until it is free: no request
 * could be parsed and no read answered meanwhile. Here BEGIN is tried with
 * no busy wait; while the lock is taken the gate is let go (reads run), and
 * BEGIN is tried again after a short timer, for as long as the connection's
 * own busy timeout; then the SQLITE_BUSY error is thrown.
 */
export function createBeginImmediate({ gate, raw, pragma }: BeginDeps): () => Promise<void> {
  const patienceMs = Number(pragma("pragma busy_timeout")[0]?.timeout ?? 0);
  /** Undefined once the transaction is open, else the busy error. */
  const tryBegin = (): unknown => {
    pragma("pragma busy_timeout = 0");
    try {
      raw("begin immediate");
      return undefined;
    } catch (error) {
      if (!isBusy(error)) throw error;
      return error;
    } finally {
      pragma(`pragma busy_timeout = ${patienceMs}`);
    }
  };
  return async () => {
    const giveUpAt = Date.now() + patienceMs;
    for (let pauseMs = 1; ; pauseMs = Math.min(pauseMs * 2, 16)) {
      const busy = tryBegin();
      if (busy === undefined) return;
      if (Date.now() >= giveUpAt) throw busy;
      gate.release();
      await sleep(pauseMs);
      await gate.acquire();
    }
  };
}
