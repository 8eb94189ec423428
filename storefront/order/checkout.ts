import { createHash } from "node:crypto";
import { DomainError, type StorefrontErrorCode } from "../errors.ts";
import { answerCheckoutKey, claimCheckoutKey, type Hold, settleCheckoutKey } from "./checkout-key.ts";
import { type CheckoutDeps, settleOrder, writeOrder } from "./checkout-steps.ts";
import { findOrder, type IdempotencyRow } from "./order-repository.ts";
import type { OrderTables } from "./order-tables.ts";
import type { OrderView } from "./order-views.ts";

export interface CheckoutRequest {
  readonly idempotencyKey?: string | undefined;
  readonly paymentToken: string;
  readonly testOrder: boolean;
}

/**
 * Checkout as a resumable sequence. One write unit takes the stock, writes
 * the order (pending) with its lines, empties the cart and points the
 * Idempotency-Key at the order; then the payment (the provider's own
 * idempotency key is the order id) and the move to paid. A process that dies,
 * or loses its database, between two steps leaves a key that says how far it
 * got: the client's retry with the same key takes it over and finishes it,
 * so no checkout is half-applied and none makes a second order.
 */
export function createCheckout(deps: CheckoutDeps) {
  const db = deps.database.tables<OrderTables>();

  /** Runs (or resumes, when the key already points at an order) a held checkout and stores its answer. */
  async function runHeld(hold: Hold, row: IdempotencyRow | undefined, request: CheckoutRequest) {
    try {
      const existing = row?.order_id ? await findOrder(db, row.order_id) : undefined;
      const order = existing ?? (await writeOrder(deps, hold.accountId, request.testOrder, hold));
      const placed = await settleOrder(deps, order, request.paymentToken);
      await answerCheckoutKey(db, hold, placed);
      return placed;
    } catch (error) {
      await settleCheckoutKey(db, hold, error).catch(() => {});
      throw error;
    }
  }

  return async function checkout(
    accountId: string,
    request: CheckoutRequest,
  ): Promise<{ order: OrderView; replayed: boolean }> {
    const key = request.idempotencyKey;
    if (!key) {
      const order = await writeOrder(deps, accountId, request.testOrder);
      return { order: await settleOrder(deps, order, request.paymentToken), replayed: false };
    }
    const hash = createHash("sha256")
      .update(JSON.stringify([request.paymentToken, request.testOrder]))
      .digest("base64url");
    const claimed = await claimCheckoutKey(db, deps.now, accountId, key, hash);
    if ("answer" in claimed) {
      const stored = JSON.parse(claimed.answer) as OrderView | { code: StorefrontErrorCode; detail: string };
      if ("code" in stored) throw new DomainError(stored.code, stored.detail);
      return { order: stored, replayed: true };
    }
    return { order: await runHeld(claimed.hold, claimed.row, request), replayed: false };
  };
}
