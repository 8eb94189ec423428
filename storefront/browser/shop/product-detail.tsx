import { money, ratingText } from "./format.ts";
import { Link } from "./link.tsx";
import type { Product } from "./shop-types.ts";

/** A product's name, rating, description, price and stock, and its Add to cart button. */
export function ProductDetail({
  product,
  added,
  onAdd,
}: {
  product: Product;
  added: boolean;
  onAdd: () => void;
}) {
  return (
    <article class="detail">
      <h1 id="product-title">{product.name}</h1>
      <p class="meta">
        {product.category} · <span data-rating>{ratingText(product.rating)}</span>
      </p>
      <p>{product.description}</p>
      <p class="price">{money(product.price_cents, product.currency)}</p>
      <p class="meta">{product.stock > 0 ? `${product.stock} in stock` : "Out of stock"}</p>
      <button type="button" class="primary" disabled={product.stock === 0} onClick={onAdd}>
        Add to cart
      </button>
      {added && (
        <p role="status">
          Added. <Link to="/cart">Go to the cart</Link>
        </p>
      )}
    </article>
  );
}
