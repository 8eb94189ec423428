import { useEffect, useState } from "preact/hooks";
import { IncidentNotice, useIncident } from "./incident.tsx";
import { Link } from "./link.tsx";
import { ProductDetail } from "./product-detail.tsx";
import { ReviewForm } from "./review-form.tsx";
import { ReviewList } from "./review-list.tsx";
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
      {product && <ProductDetail product={product} added={added} onAdd={addToCart} />}
      <IncidentNotice shown={shown} />
      <h2>Reviews</h2>
      {reviews.length === 0 && <p>No reviews yet.</p>}
      <ReviewList reviews={reviews} />
      {session.current() && <ReviewForm onSubmit={(form) => void submitReview(form)} />}
    </section>
  );
}
