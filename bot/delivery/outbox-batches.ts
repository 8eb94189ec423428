import { logFailure } from "../../platform/logger.ts";
import type { NoticeOutcome } from "../../src/messenger/delivery-desk.ts";
import type { TakenNotice } from "../../src/messenger/taken-notice.ts";
import { deliverNotice } from "./deliver-notice.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";

/**
 * Taken notices, from their lease to their settling: each notice's sends go
 * into the chat lanes, and once they settle the notice is settled at the
 * desk, delivered or failed (the messenger retries it later).
 */
export function createOutboxBatches(deps: DeliveryDeps, batchSize: number) {
  const { desk, logger } = deps;
  /** Notices whose sends are queued and not all done. */
  const inHand = new Set<number>();
  /** Notices whose sends have settled, being settled at the desk. */
  const marking = new Set<Promise<void>>();

  function settle(taken: TakenNotice, outcome: NoticeOutcome): Promise<void> {
    if ("failed" in outcome) {
      logger.warn(
        { err: outcome.failed, outboxId: taken.id, kind: taken.notice.kind },
        "outbox delivery failed",
      );
    }
    return desk.settleNotice(taken, outcome);
  }

  /** Settles a notice whose sends settled; it leaves the hand when that is written (or fails). */
  function bookkeep(taken: TakenNotice, outcome: NoticeOutcome): void {
    const marked: Promise<void> = settle(taken, outcome)
      .catch((error: unknown) =>
        logFailure(logger, error, { outboxId: taken.id }, "outbox bookkeeping failed"),
      )
      .finally(() => {
        inHand.delete(taken.id);
        marking.delete(marked);
      });
    marking.add(marked);
  }

  return {
    /** Takes one batch and queues its sends, notice by notice so that each chat's lane keeps their order. */
    async queue(): Promise<number> {
      const notices = await desk.takeNotices(batchSize);
      for (const taken of notices) {
        if (inHand.has(taken.id)) continue;
        inHand.add(taken.id);
        try {
          const sends = await deliverNotice(deps, taken);
          void Promise.all(sends).then(
            () => bookkeep(taken, { delivered: true }),
            (error: unknown) => bookkeep(taken, { failed: error }),
          );
        } catch (error) {
          inHand.delete(taken.id);
          await settle(taken, { failed: error });
        }
      }
      return notices.length;
    },
    /** The ids of the notices whose sends are not all done. */
    inHand: () => [...inHand],
    /** Settles when the marks being written now are written. */
    marked: () => Promise.all(marking),
  };
}
