import { useEffect, useState } from "preact/hooks";
import { money, ratingText } from "./format.ts";
import { IncidentNotice, useIncident } from "./incident.tsx";
import { Link } from "./link.tsx";
import { useShop } from "./shop-context.ts";
import { navigate } from "./shop-router.ts";
import type { Product, Review } from "./shop-types.ts";

/**
 * A product's detail. Opening it is a route change (a page_view) and a call
 * to GET /api/models/{id}/, which counts the product service's own view.
 */
export function ProductPageView({ id }: { id: string }) {
  const { api, session } = useShop();
  const { shown, report, clear } = useIncident();
  const [product, setProduct] = useState<Product | null>(null);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [added, setAdded] = useState(false);

  useEffect(() => {
    const path = encodeURIComponent(id);
    api.call<Product>("product", "GET", `/api/models/${path}/`).then(setProduct, report);
    api
      .call<{ items: Review[] }>("review", "GET", `/api/reviews/?product_id=${path}`)
      .then((r) => setReviews(r.items), report);
  }, [api, report, id]);

  const addToCart = async () => {
    if (!session.current()) return navigate(`/account?next=${encodeURIComponent(`/products/${id}`)}`);
    clear();
    try {
      await api.call("order", "POST", "/api/cart/items/", {
        signedIn: true,
        body: { product_id: id, quantity: 1 },
      });
      setAdded(true);
    } catch (error) {
      report(error);
    }
  };

  const submitReview = async (form: HTMLFormElement) => {
    clear();
    const data = new FormData(form);
    try {
      const review = await api.call<Review>("review", "POST", "/api/reviews/", {
        signedIn: true,
        body: { product_id: id, rating: Number(data.get("rating")), body: String(data.get("body") ?? "") },
      });
      setReviews((list) => [review, ...list]);
      form.reset();
    } catch (error) {
      report(error);
    }
  };

  return (
    <section aria-labelledby="product-title">
      <p>
        <Link to="/">← Catalogue</Link>
      </p>
      {!product && !shown && <p>Loading…</p>}
      {product && (
        <article class="detail">
          <h1 id="product-title">{product.name}</h1>
          <p class="meta">
            {product.category} · <span data-rating>{ratingText(product.rating)}</span>
          </p>
          <p>{product.description}</p>
          <p class="price">{money(product.price_cents, product.currency)}</p>
          <p class="meta">{product.stock > 0 ? `${product.stock} in stock` : "Out of stock"}</p>
          <button type="button" class="primary" disabled={product.stock === 0} onClick={addToCart}>
            Add to cart
          </button>
          {added && (
            <p role="status">
              Added. <Link to="/cart">Go to the cart</Link>
            </p>
          )}
        </article>
      )}
      <IncidentNotice shown={shown} />
      <h2>Reviews</h2>
      {reviews.length === 0 && <p>No reviews yet.</p>}
      <ul class="reviews">
        {reviews.map((review) => (
          <li key={review.id} class="card">
            <p class="meta">
              <span role="img" aria-label={`${review.rating} of 5 stars`}>
                {"★".repeat(review.rating)}
              </span>{" "}
              · {review.author_name}
            </p>
            <p>{review.body}</p>
          </li>
        ))}
      </ul>
      {session.current() && (
        <form
          class="stack"
          onSubmit={(event) => {
            event.preventDefault();
            void submitReview(event.currentTarget);
          }}
        >
          <h3>Write a review</h3>
          <label>
            Stars
            <select name="rating" defaultValue="5">
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          <label>
            Review
            <textarea name="body" required maxLength={4000} rows={3} />
          </label>
          <button type="submit">Publish review</button>
        </form>
      )}
    </section>
  );
}
