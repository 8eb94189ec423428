import type { WriteUnit } from "./store.ts";

/** A write unit waiting for a batch, with the promise it settles. */
export interface QueuedUnit {
  readonly work: WriteUnit<unknown>;
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * The units waiting for the next group commit. Units that arrive while a
 * batch commits wait for the next one; `runBatch` commits them together and
 * settles each unit's promise.
 */
export function createWriteQueue(runBatch: (batch: readonly QueuedUnit[]) => Promise<void>) {
  let pending: QueuedUnit[] = [];
  let draining: Promise<void> | null = null;

  async function drain(): Promise<void> {
    while (pending.length > 0) {
      // One turn of the event loop lets requests already received reach the
      // queue, so they share the next commit instead of each paying for one.
      await new Promise((resolve) => setImmediate(resolve));
      const batch = pending;
      pending = [];
      await runBatch(batch);
    }
    draining = null;
  }

  return {
    /** Queues `work`; resolves once the batch it joined has committed. */
    push<T>(work: WriteUnit<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        pending.push({ work, resolve: resolve as (value: unknown) => void, reject });
        draining ??= drain();
      });
    },
    /** Resolves once no unit is queued or committing. */
    async settled(): Promise<void> {
      while (draining) await draining;
    },
  };
}
