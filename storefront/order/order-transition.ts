import { DomainError } from "../errors.ts";
import type { ProductModule } from "../product/product-public.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { findOrderLines, type OrderRow, updateOrderStatus } from "./order-repository.ts";
import { nextOrderStatus, type OrderEvent, type OrderStatus } from "./order-status.ts";
import type { OrderTables } from "./order-tables.ts";

export interface TransitionDeps {
  readonly database: StorefrontDatabase;
  readonly products: ProductModule;
}

/**
 * Moves an order by a cancel or ship event, if its status allows it and it
 * has not moved meanwhile (409 invalid_order_status otherwise); a
 * cancellation returns the stock in the same unit. Resolves to the new status.
 */
export async function moveOrder(
  deps: TransitionDeps,
  order: OrderRow,
  event: Exclude<OrderEvent, "pay">,
  at: string,
): Promise<OrderStatus> {
  const id = order.id;
  const next = nextOrderStatus(order.status, event);
  // The status and the returned stock change together.
  const moved =
    next !== null &&
    (await deps.database.unit(async (unit) => {
      const tx = unit.tables<OrderTables>();
      if (!(await updateOrderStatus(tx, id, order.status, next, at))) return false;
      if (next === "cancelled") {
        const lines = await findOrderLines(tx, [id]);
        await deps.products.release(
          lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
          unit,
        );
      }
      return true;
    }));
  if (!moved)
    throw new DomainError(
      "invalid_order_status",
      `An order that is ${order.status} cannot be ${event === "ship" ? "shipped" : "cancelled"}.`,
    );
  return next as OrderStatus;
}
