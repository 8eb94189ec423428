/**
 * Small values a write unit looks up and then replaces (a chain's head, say),
 * kept between units so the next unit need not read them again. A unit sees
 * its own sets at once, and its batch's earlier units' once they released;
 * they become everyone's only when the batch commits, and vanish when the
 * unit or the batch rolls back.
 */
export interface MemoLayer {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** One unit's layer over its batch; `keep` folds its sets into the batch when the unit releases. */
export interface MemoUnit {
  readonly layer: MemoLayer;
  keep(): void;
}

export interface WriteMemo {
  /** A batch begins. `othersWrote`: another connection committed since the last batch, so every committed value may be stale. */
  openBatch(othersWrote: boolean): void;
  unit(): MemoUnit;
  /** The batch committed: its values become the committed ones. */
  commit(): void;
  /** The batch rolled back: its values are dropped. */
  abort(): void;
}

/** A write memo holding at most `limit` committed values (the oldest written go first). */
export function createWriteMemo(limit = 10_000): WriteMemo {
  const committed = new Map<string, unknown>();
  let batch = new Map<string, unknown>();
  return {
    openBatch(othersWrote) {
      if (othersWrote) committed.clear();
      batch = new Map();
    },
    unit() {
      const own = new Map<string, unknown>();
      return {
        layer: {
          get: (key) => (own.has(key) ? own.get(key) : batch.has(key) ? batch.get(key) : committed.get(key)),
          set: (key, value) => own.set(key, value),
        },
        keep: () => {
          for (const [key, value] of own) batch.set(key, value);
        },
      };
    },
    commit() {
      for (const [key, value] of batch) {
        committed.delete(key);
        committed.set(key, value);
      }
      for (const key of committed.keys()) {
        if (committed.size <= limit) break;
        committed.delete(key);
      }
      batch = new Map();
    },
    abort() {
      batch = new Map();
    },
  };
}
