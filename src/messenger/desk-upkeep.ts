import * as claims from "../db/repositories/delivery-claim-repository.ts";
import * as messages from "../db/repositories/game-message-repository.ts";
import * as outbox from "../db/repositories/outbox-repository.ts";
import type { Store } from "../db/store.ts";
import { DELIVERY_POLICY } from "./delivery-policy.ts";
import { OUTBOX_WORKER } from "./health-checks.ts";

/**
 * A delivery worker's chores, each when it is due: at first, taking back the
 * leases its owner held before a restart; every third of a lease, renewing
 * the leases of the notices in hand and of its board messages; the health
 * heartbeat; pruning old notices and send claims hourly.
 */
export function createDeskUpkeep(store: Store, now: () => number, owner: string, leaseMs: number) {
  const write = store.write.bind(store);
  const { heartbeatEveryMs, pruneEveryMs, keepMs } = DELIVERY_POLICY;
  let lastBeat = Number.NEGATIVE_INFINITY;
  let lastPrune = Number.NEGATIVE_INFINITY;
  let lastRenew = Number.NEGATIVE_INFINITY;
  let recovered = false;

  return async function upkeep(noticesInHand: readonly number[]): Promise<void> {
    const at = now();
    if (!recovered) {
      recovered = true;
      await write((tx) => outbox.releaseOutboxLeases(tx, owner));
      await write((tx) => messages.releaseGameMessageLeases(tx, owner));
    }
    if (at - lastRenew >= leaseMs / 3) {
      lastRenew = at;
      await write((tx) => outbox.renewOutboxLeases(tx, owner, noticesInHand, at + leaseMs));
      await write((tx) => messages.renewGameMessageLeases(tx, owner, at, leaseMs));
    }
    if (at - lastBeat >= heartbeatEveryMs) {
      lastBeat = at;
      await write((tx) => outbox.beat(tx, OUTBOX_WORKER, at));
    }
    if (at - lastPrune >= pruneEveryMs) {
      lastPrune = at;
      await write((tx) => claims.pruneDeliveryClaims(tx, at - keepMs));
      await write((tx) => outbox.pruneOutbox(tx, at - keepMs));
    }
  };
}
