import { useEffect, useState } from "preact/hooks";
import { CartLines } from "./cart-lines.tsx";
import { CheckoutForm } from "./checkout-form.tsx";
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
          <CartLines
            cart={cart}
            onQuantity={(productId, quantity) =>
              change(
                api.call<Cart>("order", "PATCH", line(productId), { signedIn: true, body: { quantity } }),
              )
            }
            onRemove={(productId) =>
              change(api.call<Cart>("order", "DELETE", line(productId), { signedIn: true }))
            }
          />
          <p class="price">Total {money(cart.total_cents, cart.items[0]?.currency)}</p>
          <CheckoutForm busy={busy} onCheckout={(form) => void checkout(form)} />
        </>
      )}
    </section>
  );
}
