import { useEffect, useState } from "preact/hooks";
import { money } from "./format.ts";
import { IncidentNotice, useIncident } from "./incident.tsx";
import { Link } from "./link.tsx";
import { useShop } from "./shop-context.ts";
import type { Cart, Order } from "./shop-types.ts";

/** The cart (quantities, removal) and checkout through the order service's test payment provider. */
export function CartPageView() {
  const { api } = useShop();
  const { shown, report, clear } = useIncident();
  const [cart, setCart] = useState<Cart | null>(null);
  const [order, setOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per checkout attempt: a retry after a lost answer never orders twice.
  const [checkoutKey, setCheckoutKey] = useState(() => crypto.randomUUID());

  useEffect(() => {
    api.call<Cart>("order", "GET", "/api/cart/", { signedIn: true }).then(setCart, report);
  }, [api, report]);

  const change = async (request: Promise<Cart>) => {
    clear();
    try {
      setCart(await request);
      setCheckoutKey(crypto.randomUUID());
    } catch (error) {
      report(error);
    }
  };
  const line = (productId: string) => `/api/cart/items/${encodeURIComponent(productId)}/`;

  const checkout = async (form: HTMLFormElement) => {
    clear();
    setBusy(true);
    try {
      const placed = await api.call<Order>("order", "POST", "/api/orders/checkout/", {
        signedIn: true,
        headers: { "idempotency-key": checkoutKey },
        body: { payment_token: String(new FormData(form).get("payment_token")) },
      });
      setOrder(placed);
      setCart({ items: [], total_cents: 0 });
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="cart-title">
      <h1 id="cart-title">Cart</h1>
      <IncidentNotice shown={shown} />
      {order && (
        <p role="status" class="success" data-order={order.id}>
          Thank you! Order {order.id.slice(0, 8)} is {order.status} (
          {money(order.total_cents, order.currency)}). <Link to="/account">See your orders</Link>
        </p>
      )}
      {cart && cart.items.length === 0 && !order && (
        <p>
          Your cart is empty. <Link to="/">Browse the catalogue</Link>
        </p>
      )}
      {cart && cart.items.length > 0 && (
        <>
          <ul class="lines">
            {cart.items.map((item) => (
              <li key={item.product_id} class="card line">
                <Link to={`/products/${item.product_id}`}>{item.name}</Link>
                <label>
                  Quantity
                  <input
                    type="number"
                    min={1}
                    max={99}
                    value={item.quantity}
                    onChange={(event) =>
                      change(
                        api.call<Cart>("order", "PATCH", line(item.product_id), {
                          signedIn: true,
                          body: { quantity: Number(event.currentTarget.value) },
                        }),
                      )
                    }
                  />
                </label>
                <span>{money(item.line_total_cents, item.currency)}</span>
                <button
                  type="button"
                  aria-label={`Remove ${item.name}`}
                  onClick={() =>
                    change(api.call<Cart>("order", "DELETE", line(item.product_id), { signedIn: true }))
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
          <p class="price">Total {money(cart.total_cents, cart.items[0]?.currency)}</p>
          <form
            class="stack"
            onSubmit={(event) => {
              event.preventDefault();
              void checkout(event.currentTarget);
            }}
          >
            <label>
              Payment (test provider)
              <select name="payment_token">
                <option value="tok_test_approved">Test card: approved</option>
                <option value="tok_test_declined">Test card: declined</option>
              </select>
            </label>
            <button type="submit" class="primary" disabled={busy}>
              Place order
            </button>
          </form>
        </>
      )}
    </section>
  );
}
