import { money } from "./format.ts";
import { Link } from "./link.tsx";
import type { Cart } from "./shop-types.ts";

/** The cart's lines: each one's quantity can change, and it can be removed. */
export function CartLines({
  cart,
  onQuantity,
  onRemove,
}: {
  cart: Cart;
  onQuantity: (productId: string, quantity: number) => void;
  onRemove: (productId: string) => void;
}) {
  return (
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
              onChange={(event) => onQuantity(item.product_id, Number(event.currentTarget.value))}
            />
          </label>
          <span>{money(item.line_total_cents, item.currency)}</span>
          <button type="button" aria-label={`Remove ${item.name}`} onClick={() => onRemove(item.product_id)}>
            Remove
          </button>
        </li>
      ))}
    </ul>
  );
}
