import { money, ratingText } from "./format.ts";
import { Link } from "./link.tsx";
import type { Product } from "./shop-types.ts";

/** One card per product of a catalogue page: its link, price, rating and stock. */
export function ProductCards({ products }: { products: readonly Product[] }) {
  return (
    <ul class="products">
      {products.map((product) => (
        <li key={product.id} class="card">
          <h2>
            <Link to={`/products/${product.id}`}>{product.name}</Link>
          </h2>
          <p class="meta">
            {money(product.price_cents, product.currency)} · {ratingText(product.rating)}
          </p>
          <p class="meta">{product.stock > 0 ? `${product.stock} in stock` : "Out of stock"}</p>
        </li>
      ))}
    </ul>
  );
}
