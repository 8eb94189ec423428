import { randomUUID } from "node:crypto";
import { DomainError } from "../errors.ts";
import type { ProductModule, StockLine } from "../product/product-public.ts";
import type { JobQueue } from "../shared/job-queue.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import type { Hold } from "./checkout-key.ts";
import {
  attachOrderToKey,
  deleteCartItems,
  findCartItems,
  findOrder,
  findOrderLines,
  insertOrder,
  type OrderLineRow,
  type OrderRow,
  updateOrderStatus,
} from "./order-repository.ts";
import type { OrderTables } from "./order-tables.ts";
import { type OrderView, orderViews } from "./order-views.ts";
import type { PaymentProvider } from "./test-payment-provider.ts";

export interface CheckoutDeps {
  readonly database: StorefrontDatabase;
  readonly products: ProductModule;
  readonly payments: PaymentProvider;
  readonly jobs: JobQueue;
  readonly now: () => number;
}

const stockOf = (lines: readonly OrderLineRow[]): StockLine[] =>
  lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));

/** The cart's lines priced as an order, with the order's one currency. */
async function priceCart(deps: CheckoutDeps, accountId: string, orderId: string) {
  const items = await findCartItems(deps.database.tables<OrderTables>(), accountId);
  if (items.length === 0) throw new DomainError("cart_empty", "Add products to the cart first.");
  const products = new Map((await deps.products.many(items.map((i) => i.product_id))).map((p) => [p.id, p]));
  const lines: OrderLineRow[] = items.map((item) => {
    const product = products.get(item.product_id);
    if (!product) throw new DomainError("product_not_found", `Product ${item.product_id} is no longer sold.`);
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
  return { lines, currency: [...currencies][0] ?? "EUR" };
}

/**
 * The first step, one unit: the stock taken, the order (pending) and its
 * lines written, the cart emptied and the held key pointed at the order.
 * Nothing of it exists until all of it does.
 */
export async function writeOrder(
  deps: CheckoutDeps,
  accountId: string,
  testOrder: boolean,
  hold?: Hold,
): Promise<OrderRow> {
  const orderId = randomUUID();
  const { lines, currency } = await priceCart(deps, accountId, orderId);
  const at = new Date(deps.now()).toISOString();
  const order: OrderRow = {
    id: orderId,
    account_id: accountId,
    status: "pending",
    total_cents: lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0),
    currency,
    is_test: testOrder ? 1 : 0,
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
export async function settleOrder(
  deps: CheckoutDeps,
  order: OrderRow,
  paymentToken: string,
): Promise<OrderView> {
  const db = deps.database.tables<OrderTables>();
  const iso = () => new Date(deps.now()).toISOString();
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
