import { logFailure } from "../../platform/logger.ts";
import { OUTBOX_WORKER } from "../../src/messenger/health-checks.ts";
import type { OutboxRow } from "../../src/messenger/messenger.ts";
import { deliverRow } from "./deliver-row.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { messageOf } from "./telegram-errors.ts";

/** The loop that drains the outbox: leases rows, queues their sends in the chat lanes, beats and prunes. */
export interface OutboxWorker {
  /**
   * Delivers everything that may be sent now and returns the number of rows
   * taken (tests and one-shot runs). Sends held back by a chat's pace or a
   * 429 stay queued, and their rows leased, until a later drain or the loop.
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

const HEARTBEAT_EVERY_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;
const KEEP_CLAIMS_MS = 2 * 86_400_000;

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Drains the outbox into the lanes. Rows are leased briefly and the lease is
 * renewed while their sends wait, so a crashed worker's rows come back within
 * one lease; a restarted worker with the same id takes its own back at once.
 */
export function createOutboxWorker(
  deps: DeliveryDeps,
  options: { readonly pollMs: number; readonly batchSize: number },
): OutboxWorker {
  const { core, logger, owner, lanes } = deps;
  const messenger = core.messenger;
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  let lastBeat = Number.NEGATIVE_INFINITY;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let lastRenew = Number.NEGATIVE_INFINITY;
  let recovered = false;
  /** Rows whose sends are queued and not all done. */
  const inHand = new Set<number>();
  /** Rows whose sends have settled, being marked delivered or failed. */
  const marking = new Set<Promise<void>>();

  async function maintain(): Promise<void> {
    const at = core.now();
    if (!recovered) {
      recovered = true;
      await messenger.releaseOutboxLeases(owner);
      await messenger.releaseGameMessageLeases(owner);
    }
    if (at - lastRenew >= deps.leaseMs / 3) {
      lastRenew = at;
      await messenger.renewOutboxLeases(owner, [...inHand], at + deps.leaseMs);
      await messenger.renewGameMessageLeases(owner, at, deps.leaseMs);
    }
    if (at - lastBeat >= HEARTBEAT_EVERY_MS) {
      lastBeat = at;
      await messenger.beat(OUTBOX_WORKER, at);
    }
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      await messenger.pruneDeliveryClaims(at - KEEP_CLAIMS_MS);
      await messenger.pruneOutbox(at - KEEP_CLAIMS_MS);
    }
  }

  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    logger.warn({ err: error, outboxId: row.id, kind: row.kind }, "outbox delivery failed");
    const retryMs = Math.min(60_000, 1000 * 2 ** row.attempts);
    await messenger.markOutboxFailed(row.id, messageOf(error), core.now(), retryMs);
  }

  /** Claims one batch and queues its sends, row by row so that each chat's lane keeps the rows' order. */
  async function queueBatch(): Promise<number> {
    const rows = await messenger.claimOutbox(owner, core.now(), deps.leaseMs, options.batchSize);
    for (const row of rows) {
      if (inHand.has(row.id)) continue;
      inHand.add(row.id);
      try {
        const sends = await deliverRow(deps, row);
        const bookkeep = (work: () => Promise<void>) => {
          const marked: Promise<void> = work()
            .catch((error: unknown) =>
              logFailure(logger, error, { outboxId: row.id }, "outbox bookkeeping failed"),
            )
            .finally(() => {
              inHand.delete(row.id);
              marking.delete(marked);
            });
          marking.add(marked);
        };
        void Promise.all(sends).then(
          () => bookkeep(() => messenger.markOutboxDelivered(row.id, core.now())),
          (error: unknown) => bookkeep(() => failed(row, error)),
        );
      } catch (error) {
        inHand.delete(row.id);
        await failed(row, error);
      }
    }
    return rows.length;
  }

  async function loop(): Promise<void> {
    lanes.start();
    while (!stopping) {
      try {
        await maintain();
        if ((await queueBatch()) > 0) continue;
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
        const taken = await queueBatch();
        total += taken;
        await lanes.drain();
        // The sends have settled; let their rows' bookkeeping start, then wait for it.
        await nextTick();
        await Promise.all(marking);
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
