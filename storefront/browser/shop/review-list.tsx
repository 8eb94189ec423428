import type { Review } from "./shop-types.ts";

/** A product's reviews, newest first: stars, author and text. */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  return (
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
  );
}
