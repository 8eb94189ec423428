import type { Store } from "../db/store.ts";

/** What every session and play use case runs on. */
export interface UseCaseDeps {
  readonly store: Store;
  /** Milliseconds since the epoch; injected so tests control time. */
  readonly now: () => number;
}
