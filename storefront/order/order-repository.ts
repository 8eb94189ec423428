import { type Kysely, type Selectable, sql } from "kysely";
import type { OrderStatus } from "./order-status.ts";
import type { OrderTables } from "./order-tables.ts";

export type CartItemRow = Selectable<OrderTables["order_cart_items"]>;
export type OrderRow = Selectable<OrderTables["order_orders"]>;
export type OrderLineRow = Selectable<OrderTables["order_lines"]>;
export type IdempotencyRow = Selectable<OrderTables["order_idempotency_keys"]>;
type Db = Kysely<OrderTables>;

/** A customer's cart lines, oldest first. */
export function findCartItems(db: Db, accountId: string): Promise<CartItemRow[]> {
  return db
    .selectFrom("order_cart_items")
    .selectAll()
    .where("account_id", "=", accountId)
    .orderBy("added_at")
    .orderBy("product_id")
    .execute();
}

/** Adds `quantity` to a cart line (creating it), capped at `max`. */
export async function addCartItem(db: Db, row: CartItemRow, max: number): Promise<void> {
  await db
    .insertInto("order_cart_items")
    .values(row)
    .onConflict((oc) =>
      oc.columns(["account_id", "product_id"]).doUpdateSet({
        quantity: sql`case when order_cart_items.quantity + ${row.quantity} > ${max} then ${max} else order_cart_items.quantity + ${row.quantity} end`,
      }),
    )
    .execute();
}

/** Sets a cart line's quantity; false when the product is not in the cart. */
export async function setCartQuantity(db: Db, accountId: string, productId: string, quantity: number) {
  const result = await db
    .updateTable("order_cart_items")
    .set({ quantity })
    .where("account_id", "=", accountId)
    .where("product_id", "=", productId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes one cart line, or every line when `productId` is absent; false when nothing was removed. */
export async function deleteCartItems(db: Db, accountId: string, productId?: string): Promise<boolean> {
  let q = db.deleteFrom("order_cart_items").where("account_id", "=", accountId);
  if (productId) q = q.where("product_id", "=", productId);
  const result = await q.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Inserts an order with its lines. */
export async function insertOrder(db: Db, order: OrderRow, lines: readonly OrderLineRow[]): Promise<void> {
  await db.insertInto("order_orders").values(order).execute();
  await db
    .insertInto("order_lines")
    .values([...lines])
    .execute();
}

/** Moves an order from `from` to `to`; false when its status was no longer `from`. */
export async function updateOrderStatus(
  db: Db,
  id: string,
  from: OrderStatus,
  to: OrderStatus,
  at: string,
  paymentReference?: string,
): Promise<boolean> {
  const result = await db
    .updateTable("order_orders")
    .set({ status: to, updated_at: at, ...(paymentReference ? { payment_reference: paymentReference } : {}) })
    .where("id", "=", id)
    .where("status", "=", from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** One order. */
export function findOrder(db: Db, id: string): Promise<OrderRow | undefined> {
  return db.selectFrom("order_orders").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A customer's orders, newest first. */
export function findOrdersOf(db: Db, accountId: string, limit: number): Promise<OrderRow[]> {
  return db
    .selectFrom("order_orders")
    .selectAll()
    .where("account_id", "=", accountId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(limit)
    .execute();
}

/** The lines of some orders. */
export function findOrderLines(db: Db, orderIds: readonly string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("order_lines")
    .selectAll()
    .where("order_id", "in", orderIds)
    .orderBy("product_id")
    .execute();
}

/** True when the customer has a paid or shipped order holding the product. */
export async function hasPurchase(
  db: Db,
  accountId: string,
  productId: string,
  statuses: readonly OrderStatus[],
) {
  const row = await db
    .selectFrom("order_lines")
    .innerJoin("order_orders", "order_orders.id", "order_lines.order_id")
    .select("order_lines.order_id")
    .where("order_orders.account_id", "=", accountId)
    .where("order_lines.product_id", "=", productId)
    .where("order_orders.status", "in", statuses)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Orders and revenue per status, test orders left out. */
export function sumBusinessOrders(db: Db) {
  return db
    .selectFrom("order_orders")
    .select((eb) => [
      "status",
      eb.fn.countAll<number>().as("orders"),
      eb.fn.sum<number>("total_cents").as("total_cents"),
    ])
    .where("is_test", "=", 0)
    .groupBy("status")
    .execute();
}

/** Claims an idempotency key for a caller; false when the caller already used it. */
export async function claimIdempotencyKey(db: Db, row: IdempotencyRow): Promise<boolean> {
  const result = await db
    .insertInto("order_idempotency_keys")
    .values(row)
    .onConflict((oc) => oc.columns(["account_id", "idempotency_key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** A caller's idempotency key. */
export function findIdempotencyKey(
  db: Db,
  accountId: string,
  key: string,
): Promise<IdempotencyRow | undefined> {
  return db
    .selectFrom("order_idempotency_keys")
    .selectAll()
    .where("account_id", "=", accountId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();
}

/** Stores the answer given to a key's first request. */
export async function completeIdempotencyKey(
  db: Db,
  accountId: string,
  key: string,
  status: number,
  body: string,
) {
  await db
    .updateTable("order_idempotency_keys")
    .set({ response_status: status, response_body: body })
    .where("account_id", "=", accountId)
    .where("idempotency_key", "=", key)
    .execute();
}

/**
 * Takes over a key whose lease ran out (its checkout's process died, or lost
 * its database): false when another retry took it first.
 */
export async function takeOverIdempotencyKey(
  db: Db,
  accountId: string,
  key: string,
  from: { lease_until: number },
  leaseUntil: number,
): Promise<boolean> {
  const result = await db
    .updateTable("order_idempotency_keys")
    .set({ lease_until: leaseUntil })
    .where("account_id", "=", accountId)
    .where("idempotency_key", "=", key)
    .where("lease_until", "=", from.lease_until)
    .where("response_status", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Points a held key at the order being written (inside that order's unit); false when the lease was lost. */
export async function attachOrderToKey(
  db: Db,
  accountId: string,
  key: string,
  leaseUntil: number,
  orderId: string,
): Promise<boolean> {
  const result = await db
    .updateTable("order_idempotency_keys")
    .set({ order_id: orderId })
    .where("account_id", "=", accountId)
    .where("idempotency_key", "=", key)
    .where("lease_until", "=", leaseUntil)
    .where("order_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a lease at once (the checkout met an engine fault): the client's retry resumes without waiting. */
export async function expireIdempotencyLease(db: Db, accountId: string, key: string, leaseUntil: number) {
  await db
    .updateTable("order_idempotency_keys")
    .set({ lease_until: 0 })
    .where("account_id", "=", accountId)
    .where("idempotency_key", "=", key)
    .where("lease_until", "=", leaseUntil)
    .execute();
}

/** Frees a key whose request failed before anything happened, so a retry can run. */
export async function releaseIdempotencyKey(db: Db, accountId: string, key: string): Promise<void> {
  await db
    .deleteFrom("order_idempotency_keys")
    .where("account_id", "=", accountId)
    .where("idempotency_key", "=", key)
    .execute();
}
