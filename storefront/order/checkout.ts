import { createHash, randomUUID } from "node:crypto";
import { DomainError, isDomainError, STOREFRONT_ERRORS, type StorefrontErrorCode } from "../errors.ts";
import type { ProductModule, StockLine } from "../product/product-module.ts";
import type { JobQueue } from "../shared/job-queue.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import {
  attachOrderToKey,
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteCartItems,
  expireIdempotencyLease,
  findCartItems,
  findIdempotencyKey,
  findOrder,
  findOrderLines,
  type IdempotencyRow,
  insertOrder,
  type OrderLineRow,
  type OrderRow,
  releaseIdempotencyKey,
  takeOverIdempotencyKey,
  updateOrderStatus,
} from "./order-repository.ts";
import type { OrderTables } from "./order-tables.ts";
import { type OrderView, orderViews } from "./order-views.ts";
import type { PaymentProvider } from "./test-payment-provider.ts";

/** How long a checkout holds its Idempotency-Key; after it, a retry takes over (its process died). */
export const CHECKOUT_LEASE_MS = 10_000;

/** Errors after which a checkout changed nothing, so its Idempotency-Key is freed for a retry. */
const NOTHING_HAPPENED: ReadonlySet<StorefrontErrorCode> = new Set([
  "cart_empty",
  "out_of_stock",
  "product_not_found",
]);

export interface CheckoutRequest {
  readonly idempotencyKey?: string | undefined;
  readonly paymentToken: string;
  readonly testOrder: boolean;
}

export interface CheckoutDeps {
  readonly database: StorefrontDatabase;
  readonly products: ProductModule;
  readonly payments: PaymentProvider;
  readonly jobs: JobQueue;
  readonly now: () => number;
}

/** The key a checkout holds while it runs: the unit that writes the order must still hold it. */
interface Hold {
  readonly accountId: string;
  readonly key: string;
  readonly leaseUntil: number;
}

/** A key's stored answer, or the hold a request took on it (with the row it took over, if any). */
type Claim = { answer: string } | { hold: Hold; row: IdempotencyRow | undefined };

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
  const iso = () => new Date(deps.now()).toISOString();
  const stockOf = (lines: readonly OrderLineRow[]): StockLine[] =>
    lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));

  /** The first step, one unit: nothing of it exists until all of it does. */
  async function writeOrder(accountId: string, request: CheckoutRequest, hold?: Hold): Promise<OrderRow> {
    const items = await findCartItems(db, accountId);
    if (items.length === 0) throw new DomainError("cart_empty", "Add products to the cart first.");
    const products = new Map(
      (await deps.products.many(items.map((i) => i.product_id))).map((p) => [p.id, p]),
    );
    const orderId = randomUUID();
    const lines: OrderLineRow[] = items.map((item) => {
      const product = products.get(item.product_id);
      if (!product)
        throw new DomainError("product_not_found", `Product ${item.product_id} is no longer sold.`);
      return {
        order_id: orderId,
        product_id: product.id,
        name: product.name,
        unit_price_cents: product.price_cents,
        quantity: item.quantity,
      };
    });
    const currencies = new Set([...products.values()].map((p) => p.currency));
    if (currencies.size > 1) throw new DomainError("invalid_request", "The cart mixes currencies.");
    const at = iso();
    const order: OrderRow = {
      id: orderId,
      account_id: accountId,
      status: "pending",
      total_cents: lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0),
      currency: [...currencies][0] ?? "EUR",
      is_test: request.testOrder ? 1 : 0,
      payment_reference: null,
      created_at: at,
      updated_at: at,
    };
    await deps.database.unit(async (unit) => {
      const tx = unit.tables<OrderTables>();
      if (hold && !(await attachOrderToKey(tx, hold.accountId, hold.key, hold.leaseUntil, orderId)))
        throw new DomainError("idempotency_in_progress", "A retry with this key took the checkout over.");
      await deps.products.reserve(stockOf(lines), unit);
      await insertOrder(tx, order, lines);
      await deleteCartItems(tx, accountId);
    });
    return order;
  }

  /** The later steps, from wherever the order is: charge it, then mark it paid (or cancel it and return the stock). */
  async function settle(order: OrderRow, paymentToken: string): Promise<OrderView> {
    if (order.status === "pending") {
      const reference = await deps.payments.charge({
        amountCents: Number(order.total_cents),
        currency: order.currency,
        token: paymentToken,
        idempotencyKey: order.id,
      });
      if (!reference) {
        await deps.database.unit(async (unit) => {
          const tx = unit.tables<OrderTables>();
          if (await updateOrderStatus(tx, order.id, "pending", "cancelled", iso()))
            await deps.products.release(stockOf(await findOrderLines(tx, [order.id])), unit);
        });
      } else if (await updateOrderStatus(db, order.id, "pending", "paid", iso(), reference)) {
        await deps.jobs.enqueue("order_confirmation", { orderId: order.id });
      }
    }
    const current = (await findOrder(db, order.id)) as OrderRow;
    if (current.status === "cancelled")
      throw new DomainError("payment_declined", `The payment was declined; order ${order.id} is cancelled.`);
    const [placed] = await orderViews(db, [current]);
    return placed as OrderView;
  }

  /** Runs (or resumes, when the key already points at an order) a held checkout and stores its answer. */
  async function runHeld(hold: Hold, row: IdempotencyRow | undefined, request: CheckoutRequest) {
    try {
      const existing = row?.order_id ? await findOrder(db, row.order_id) : undefined;
      const order = existing ?? (await writeOrder(hold.accountId, request, hold));
      const placed = await settle(order, request.paymentToken);
      await completeIdempotencyKey(db, hold.accountId, hold.key, 201, JSON.stringify(placed));
      return placed;
    } catch (error) {
      await settleKey(hold, error).catch(() => {});
      throw error;
    }
  }

  /** What a failed step leaves on its key: freed, answered, or (an engine fault) open for the retry at once. */
  async function settleKey(hold: Hold, error: unknown): Promise<void> {
    if (isDomainError(error) && NOTHING_HAPPENED.has(error.code))
      return releaseIdempotencyKey(db, hold.accountId, hold.key);
    if (isDomainError(error) && error.code === "idempotency_in_progress") return;
    if (isDomainError(error) && error.code !== "service_unavailable") {
      const body = JSON.stringify({ code: error.code, detail: error.detail });
      return completeIdempotencyKey(db, hold.accountId, hold.key, STOREFRONT_ERRORS[error.code].status, body);
    }
    return expireIdempotencyLease(db, hold.accountId, hold.key, hold.leaseUntil);
  }

  /** The key's answer from before, or the hold this request takes on it (new, or taken over). */
  async function claim(accountId: string, key: string, hash: string): Promise<Claim> {
    const leaseUntil = deps.now() + CHECKOUT_LEASE_MS + Math.floor(Math.random() * 1000);
    const hold: Hold = { accountId, key, leaseUntil };
    const fresh = {
      account_id: accountId,
      idempotency_key: key,
      request_hash: hash,
      response_status: null,
      response_body: null,
      created_at: iso(),
      order_id: null,
      lease_until: leaseUntil,
    };
    if (await claimIdempotencyKey(db, fresh)) return { hold, row: undefined };
    const row = await findIdempotencyKey(db, accountId, key);
    if (!row) throw new DomainError("idempotency_in_progress", "Retry the request.");
    if (row.request_hash !== hash)
      throw new DomainError("idempotency_key_reused", "This Idempotency-Key was used for another checkout.");
    if (row.response_status !== null && row.response_body !== null) return { answer: row.response_body };
    if (row.lease_until > deps.now() || !(await takeOverIdempotencyKey(db, accountId, key, row, leaseUntil)))
      throw new DomainError("idempotency_in_progress", "The first checkout with this key is still running.");
    return { hold, row };
  }

  return async function checkout(
    accountId: string,
    request: CheckoutRequest,
  ): Promise<{ order: OrderView; replayed: boolean }> {
    const key = request.idempotencyKey;
    if (!key) {
      const order = await writeOrder(accountId, request);
      return { order: await settle(order, request.paymentToken), replayed: false };
    }
    const hash = createHash("sha256")
      .update(JSON.stringify([request.paymentToken, request.testOrder]))
      .digest("base64url");
    const claimed = await claim(accountId, key, hash);
    if ("answer" in claimed) {
      const stored = JSON.parse(claimed.answer) as OrderView | { code: StorefrontErrorCode; detail: string };
      if ("code" in stored) throw new DomainError(stored.code, stored.detail);
      return { order: stored, replayed: true };
    }
    return { order: await runHeld(claimed.hold, claimed.row, request), replayed: false };
  };
}
