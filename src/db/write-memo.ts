/**
 * Small values a write unit looks up and then replaces (a chain's head, say),
 * kept between units so the next unit need not read them again. A unit sees
 * its own sets at once, and its batch's earlier units' once they released;
 * they become everyone's only when the batch commits, and vanish when the
 * unit or the batch rolls back.
 */
export interface MemoLayer {
  /**
   * True where other processes write without telling this one (PostgreSQL):
   * only a value whose staleness makes a write of the unit collide (a unique
   * key, a version) may be used, so a stale one costs a retry, never a wrong answer.
   */
  readonly shared: boolean;
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/** One unit's layer over its batch; `keep` folds its sets into the batch when the unit releases. */
export interface MemoUnit {
  readonly layer: MemoLayer;
  keep(): void;
  /** The unit lost a race: the committed values it read may be stale, so they are dropped and read afresh on the retry. */
  forget(): void;
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

/** A write memo holding at most `limit` committed values (the oldest written go first); `shared`: see MemoLayer. */
export function createWriteMemo(limit = 10_000, shared = false): WriteMemo {
  /** Each value with the count of commits when it was committed. */
  const committed = new Map<string, { readonly value: unknown; readonly commits: number }>();
  let commits = 0;
  let batch = new Map<string, unknown>();
  return {
    openBatch(othersWrote) {
      if (othersWrote) committed.clear();
      batch = new Map();
    },
    unit() {
      const own = new Map<string, unknown>();
      const read = new Set<string>();
      // A value committed after the unit began is newer than the unit's snapshot (PostgreSQL
      // takes it at the first statement): mixing the two could go unchecked, so it is not seen.
      const began = commits;
      return {
        layer: {
          shared,
          get: (key) => {
            if (own.has(key)) return own.get(key);
            if (batch.has(key)) return batch.get(key);
            read.add(key);
            const held = committed.get(key);
            return held && held.commits <= began ? held.value : undefined;
          },
          set: (key, value) => own.set(key, value),
        },
        keep: () => {
          for (const [key, value] of own) batch.set(key, value);
        },
        forget: () => {
          for (const key of read) committed.delete(key);
        },
      };
    },
    commit() {
      commits += 1;
      for (const [key, value] of batch) {
        committed.delete(key);
        committed.set(key, { value, commits });
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
