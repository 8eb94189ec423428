import type { Store } from "./store.ts";

/** Where a store reports the seconds each write unit took, by engine. */
export interface TransactionTimer {
  observe(labels: { engine: Store["engine"] }, seconds: number): void;
}

/**
 * The same store, timing each write unit from submission to commit or
 * failure: on SQLite that includes the wait for the shared group commit, on
 * PostgreSQL the retries after a lost race, which is what a caller waits for.
 */
export function timeWrites(store: Store, timer: TransactionTimer): Store {
  const labels = { engine: store.engine };
  return {
    ...store,
    async write(unit) {
      const started = performance.now();
      try {
        return await store.write(unit);
      } finally {
        timer.observe(labels, (performance.now() - started) / 1000);
      }
    },
  };
}
