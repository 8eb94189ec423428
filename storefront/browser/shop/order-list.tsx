import { money } from "./format.ts";
import type { Order } from "./shop-types.ts";

/** The customer's orders: number, status, total and lines. */
export function OrderList({ orders }: { orders: readonly Order[] | null }) {
  return (
    <>
      {orders?.length === 0 && <p>No orders yet.</p>}
      <ul class="orders">
        {orders?.map((order) => (
          <li key={order.id} class="card">
            <p>
              Order {order.id.slice(0, 8)} · {order.status} · {money(order.total_cents, order.currency)}
            </p>
            <p class="meta">{order.lines.map((l) => `${l.quantity} × ${l.name}`).join(", ")}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
