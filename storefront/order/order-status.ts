/** An order's life: pending → paid → shipped, or cancelled from pending or paid. */
export type OrderStatus = "pending" | "paid" | "shipped" | "cancelled";

export type OrderEvent = "pay" | "ship" | "cancel";

const TRANSITIONS: Readonly<Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>>> = {
  pending: { pay: "paid", cancel: "cancelled" },
  paid: { ship: "shipped", cancel: "cancelled" },
  shipped: {},
  cancelled: {},
};

/** The status after `event`, or null when the status machine does not allow it. */
export function nextOrderStatus(status: OrderStatus, event: OrderEvent): OrderStatus | null {
  return TRANSITIONS[status][event] ?? null;
}

/** Statuses whose stock is really sold (a review needs one of them). */
export const PURCHASED_STATUSES: readonly OrderStatus[] = ["paid", "shipped"];
