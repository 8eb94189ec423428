import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import type { AnalyticsStore, DrainResult } from "../db/analytics-store.ts";
import { foldBatches } from "./fold-batches.ts";

/** The share of each worker interval that draining may use. */
const WORKER_SHARE = 0.3;

export interface RollupWorkerDeps {
  readonly store: Pick<AnalyticsStore, "drain">;
  /** Called when a scheduled drain fails; the next tick retries from the same cursor. */
  readonly onError?: (error: unknown) => void;
}

export type RollupWorker = ReturnType<typeof createRollupWorker>;

/**
 * Folds the event log into the rollups, batch by batch, behind a cursor kept
 * in the same database: a drain reads the batches after the cursor, applies
 * them and moves the cursor in one transaction, so a crash never counts a
 * batch twice or skips one.
 */
export function createRollupWorker({ store, onError }: RollupWorkerDeps) {
  const drain = (maxBatches: number) => store.drain(maxBatches, foldBatches);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /**
   * Drains until caught up or `budgetMs` is spent, yielding between drains so
   * requests keep flowing; 100 batches (~5,000 events) hold the event loop ~10 ms.
   */
  async function catchUp(budgetMs = 200, maxBatches = 100): Promise<number> {
    const deadline = performance.now() + budgetMs;
    let events = 0;
    for (;;) {
      const result = await drain(maxBatches);
      events += result.events;
      if (!result.pending || performance.now() >= deadline) return events;
      await yieldToEventLoop();
    }
  }

  return {
    /** One drain of up to `maxBatches` batches, in one transaction. */
    drainOnce(maxBatches = 200): Promise<DrainResult> {
      return drain(maxBatches);
    },
    /** Drains everything pending (tests, shutdown, the seeding script). */
    async drainAll(maxBatches = 200): Promise<number> {
      let events = 0;
      for (;;) {
        const result = await drain(maxBatches);
        events += result.events;
        if (!result.pending) return events;
      }
    },
    catchUp,
    /**
     * Runs `catchUp` every `intervalMs` until `stop`, with at most 30% of each
     * interval to spend: under a flood of ingest the rollups fall behind
     * rather than the ingest stalling, and they catch up once the flood ends.
     */
    start(intervalMs: number): void {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = catchUp(intervalMs * WORKER_SHARE)
          .catch((error: unknown) => onError?.(error))
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    /** Stops the schedule and waits for a drain in progress. */
    async stop(): Promise<void> {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
