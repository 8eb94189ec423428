/** Integer cents as a price in the product's currency. */
export function money(cents: number, currency = "EUR"): string {
  return new Intl.NumberFormat("en", { style: "currency", currency }).format(cents / 100);
}

/** A rating summary as text, e.g. "4.5 ★ (12 reviews)". */
export function ratingText(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return "No reviews yet";
  return `${rating.average.toFixed(1)} ★ (${rating.count} review${rating.count === 1 ? "" : "s"})`;
}
