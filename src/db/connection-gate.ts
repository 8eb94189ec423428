/**
 * Exclusive use of the one SQLite connection. A write batch holds it from
 * BEGIN to COMMIT, so no other query can run inside someone else's
 * transaction; everything else waits only while a batch is open.
 */
export interface ConnectionGate {
  readonly held: boolean;
  /** Resolves once the caller holds the gate. */
  acquire(): Promise<void>;
  release(): void;
}

/** Creates a gate; waiters are served first come, first served. */
export function createConnectionGate(): ConnectionGate {
  let held = false;
  const waiters: (() => void)[] = [];
  return {
    get held() {
      return held;
    },
    acquire() {
      if (!held) {
        held = true;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    release() {
      const next = waiters.shift();
      if (next) next();
      else held = false;
    },
  };
}
