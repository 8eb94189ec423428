import { logFailure } from "../../platform/logger.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { createOutboxBatches } from "./outbox-batches.ts";

/** The loop that drains the outbox: takes notices, queues their sends in the chat lanes, keeps the desk's chores. */
export interface OutboxWorker {
  /**
   * Delivers everything that may be sent now and returns the number of
   * notices taken (tests and one-shot runs). Sends held back by a chat's pace
   * or a 429 stay queued, and their notices leased, until a later drain or the loop.
   */
  drain(): Promise<number>;
  /**
   * Starts the background loop: it wakes at once when the store's change
   * feed announces a commit (from this process, or any with REDIS_URL), and
   * polls every `pollMs` in case a wake-up was lost.
   */
  start(): void;
  /** Stops the loop after the batch in hand. */
  stop(): Promise<void>;
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Drains the outbox into the lanes. The desk leases notices briefly and its
 * upkeep renews the leases while their sends wait, so a crashed worker's
 * notices come back within one lease; a restarted worker with the same id
 * takes its own back at once.
 */
export function createOutboxWorker(
  deps: DeliveryDeps,
  options: { readonly pollMs: number; readonly batchSize: number },
): OutboxWorker {
  const { core, logger, lanes } = deps;
  const batches = createOutboxBatches(deps, options.batchSize);
  const maintain = () => deps.desk.upkeep(batches.inHand());
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;

  async function loop(): Promise<void> {
    lanes.start();
    while (!stopping) {
      try {
        await maintain();
        if ((await batches.queue()) > 0) continue;
      } catch (error) {
        logFailure(logger, error, {}, "outbox worker error");
      }
      if (stopping) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, options.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = undefined;
    }
    lanes.stop();
  }

  return {
    async drain() {
      await maintain();
      let total = 0;
      for (;;) {
        const taken = await batches.queue();
        total += taken;
        await lanes.drain();
        // The sends have settled; let their notices' bookkeeping start, then wait for it.
        await nextTick();
        await batches.marked();
        if (taken === 0) return total;
      }
    },
    start() {
      stopping = false;
      unsubscribe ??= core.messenger.subscribeChanges(() => wake?.());
      running ??= loop().finally(() => {
        running = undefined;
      });
    },
    async stop() {
      stopping = true;
      unsubscribe?.();
      unsubscribe = undefined;
      wake?.();
      await running;
    },
  };
}
