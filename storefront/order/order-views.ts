import type { Kysely } from "kysely";
import { findOrderLines, type OrderLineRow, type OrderRow } from "./order-repository.ts";
import type { OrderStatus } from "./order-status.ts";
import type { OrderTables } from "./order-tables.ts";

export interface CartView {
  readonly items: {
    product_id: string;
    name: string;
    unit_price_cents: number;
    currency: string;
    quantity: number;
    line_total_cents: number;
    in_stock: number;
  }[];
  readonly total_cents: number;
}

export interface OrderView {
  readonly id: string;
  readonly status: OrderStatus;
  readonly total_cents: number;
  readonly currency: string;
  readonly is_test: boolean;
  readonly payment_reference: string | null;
  readonly lines: { product_id: string; name: string; unit_price_cents: number; quantity: number }[];
  readonly created_at: string;
  readonly updated_at: string;
}

function view(order: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  return {
    id: order.id,
    status: order.status,
    total_cents: Number(order.total_cents),
    currency: order.currency,
    is_test: order.is_test === 1,
    payment_reference: order.payment_reference,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      unit_price_cents: l.unit_price_cents,
      quantity: l.quantity,
    })),
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}

/** The orders as the API shows them, each with its lines (one query for all the lines). */
export async function orderViews(db: Kysely<OrderTables>, orders: readonly OrderRow[]): Promise<OrderView[]> {
  const lines = await findOrderLines(
    db,
    orders.map((o) => o.id),
  );
  return orders.map((o) =>
    view(
      o,
      lines.filter((l) => l.order_id === o.id),
    ),
  );
}
