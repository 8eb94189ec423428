import type { OutboxRow } from "../../src/db/schema.ts";
import { pruneDeliveryClaims } from "../../src/messenger/delivery-claims.ts";
import { OUTBOX_WORKER } from "../../src/messenger/health-checks.ts";
import {
  beat,
  claimOutbox,
  markOutboxDelivered,
  markOutboxFailed,
  pruneOutbox,
} from "../../src/outbox/outbox.ts";
import { deliverRow } from "./deliver-row.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";
import { MessageBusy } from "./message-busy.ts";
import { messageOf } from "./telegram-errors.ts";

/** The loop that drains the outbox: leases batches, delivers them, beats and prunes. */
export interface OutboxWorker {
  /** Delivers everything due now; returns the number of rows handled (tests and one-shot runs). */
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

/**
 * Drains the outbox. Rows are leased, so a crashed worker's rows are picked
 * up by the next one once the lease runs out.
 */
export function createOutboxWorker(
  deps: DeliveryDeps,
  options: { readonly pollMs: number; readonly batchSize: number },
): OutboxWorker {
  const { core, logger, owner } = deps;
  const db = core.db;
  let running: Promise<void> | undefined;
  let stopping = false;
  let wake: (() => void) | undefined;
  let unsubscribe: (() => void) | undefined;
  let lastBeat = Number.NEGATIVE_INFINITY;
  let lastPrune = Number.NEGATIVE_INFINITY;

  async function maintain(): Promise<void> {
    const at = core.now();
    if (at - lastBeat >= HEARTBEAT_EVERY_MS) {
      lastBeat = at;
      await beat(db, OUTBOX_WORKER, at);
    }
    if (at - lastPrune >= PRUNE_EVERY_MS) {
      lastPrune = at;
      await pruneDeliveryClaims(db, at - KEEP_CLAIMS_MS);
      await pruneOutbox(db, at - KEEP_CLAIMS_MS);
    }
  }

  /** Claims one batch and delivers it: sessions in parallel, each session's rows in order. */
  async function deliverBatch(): Promise<number> {
    const rows = await claimOutbox(db, owner, core.now(), deps.leaseMs, options.batchSize);
    const bySession = new Map<string, OutboxRow[]>();
    for (const row of rows) bySession.set(row.session_id, [...(bySession.get(row.session_id) ?? []), row]);
    await Promise.all(
      [...bySession.values()].map(async (sessionRows) => {
        for (const row of sessionRows) {
          try {
            await deliverRow(deps, row);
            await markOutboxDelivered(db, row.id, core.now());
          } catch (error) {
            const busy = error instanceof MessageBusy;
            const retryMs = busy ? 200 : Math.min(60_000, 1000 * 2 ** row.attempts);
            if (!busy)
              logger.warn({ err: error, outboxId: row.id, kind: row.kind }, "outbox delivery failed");
            await markOutboxFailed(db, row.id, messageOf(error), core.now(), retryMs);
          }
        }
      }),
    );
    return rows.length;
  }

  async function loop(): Promise<void> {
    while (!stopping) {
      try {
        await maintain();
        if ((await deliverBatch()) > 0) continue;
      } catch (error) {
        logger.error({ err: error }, "outbox worker error");
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
  }

  return {
    async drain() {
      await maintain();
      let total = 0;
      for (let n = await deliverBatch(); n > 0; n = await deliverBatch()) total += n;
      return total;
    },
    start() {
      stopping = false;
      unsubscribe ??= core.store.changes.subscribe(() => wake?.());
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
