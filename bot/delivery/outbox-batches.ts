import { logFailure } from "../../platform/logger.ts";
import type { OutboxRow } from "../../src/messenger/messenger.ts";
import { deliverRow } from "./deliver-row.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { messageOf } from "./telegram-errors.ts";

/**
 * Claimed outbox rows, from their lease to their mark: each row's sends go
 * into the chat lanes, and once they settle the row is marked delivered or
 * failed (retried later, with a growing delay).
 */
export function createOutboxBatches(deps: DeliveryDeps, batchSize: number) {
  const { core, logger, owner } = deps;
  const messenger = core.messenger;
  /** Rows whose sends are queued and not all done. */
  const inHand = new Set<number>();
  /** Rows whose sends have settled, being marked delivered or failed. */
  const marking = new Set<Promise<void>>();

  async function failed(row: OutboxRow, error: unknown): Promise<void> {
    logger.warn({ err: error, outboxId: row.id, kind: row.kind }, "outbox delivery failed");
    const retryMs = Math.min(60_000, 1000 * 2 ** row.attempts);
    await messenger.markOutboxFailed(row.id, messageOf(error), core.now(), retryMs);
  }

  /** Marks a row whose sends settled; the row leaves the hand when its mark is written (or fails). */
  function bookkeep(row: OutboxRow, work: () => Promise<void>): void {
    const marked: Promise<void> = work()
      .catch((error: unknown) => logFailure(logger, error, { outboxId: row.id }, "outbox bookkeeping failed"))
      .finally(() => {
        inHand.delete(row.id);
        marking.delete(marked);
      });
    marking.add(marked);
  }

  return {
    /** Claims one batch and queues its sends, row by row so that each chat's lane keeps the rows' order. */
    async queue(): Promise<number> {
      const rows = await messenger.claimOutbox(owner, core.now(), deps.leaseMs, batchSize);
      for (const row of rows) {
        if (inHand.has(row.id)) continue;
        inHand.add(row.id);
        try {
          const sends = await deliverRow(deps, row);
          void Promise.all(sends).then(
            () => bookkeep(row, () => messenger.markOutboxDelivered(row.id, core.now())),
            (error: unknown) => bookkeep(row, () => failed(row, error)),
          );
        } catch (error) {
          inHand.delete(row.id);
          await failed(row, error);
        }
      }
      return rows.length;
    },
    /** The ids of the rows whose sends are not all done. */
    inHand: () => [...inHand],
    /** Settles when the marks being written now are written. */
    marked: () => Promise.all(marking),
  };
}
