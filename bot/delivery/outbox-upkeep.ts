import { OUTBOX_WORKER } from "../../src/messenger/health-checks.ts";
import type { DeliveryDeps } from "./delivery-deps.ts";

const HEARTBEAT_EVERY_MS = 5_000;
const PRUNE_EVERY_MS = 3_600_000;
const KEEP_CLAIMS_MS = 2 * 86_400_000;

/**
 * The outbox worker's chores, each when it is due: at first, taking back the
 * leases this owner held before a restart; every third of a lease, renewing
 * the leases of the rows in hand; the health heartbeat; pruning old rows hourly.
 */
export function createOutboxUpkeep(deps: DeliveryDeps, rowsInHand: () => number[]) {
  const { core, owner } = deps;
  const messenger = core.messenger;
  let lastBeat = Number.NEGATIVE_INFINITY;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let lastRenew = Number.NEGATIVE_INFINITY;
  let recovered = false;

  return async function maintain(): Promise<void> {
    const at = core.now();
    if (!recovered) {
      recovered = true;
      await messenger.releaseOutboxLeases(owner);
      await messenger.releaseGameMessageLeases(owner);
    }
    if (at - lastRenew >= deps.leaseMs / 3) {
      lastRenew = at;
      await messenger.renewOutboxLeases(owner, rowsInHand(), at + deps.leaseMs);
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
  };
}
