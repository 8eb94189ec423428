import { Type } from "typebox";

/*
 * What the other storefront services may use of the product service
 * (biome.json keeps them to this file): the product id's schema, the rating
 * summary it shows, and its module interface.
 */

/** A product's id: a slug. */
export const ProductId = Type.String({
  pattern: "^[a-z0-9][a-z0-9-]{0,63}$",
  description: "A slug, e.g. `d20-set`.",
});

/** Average stars and number of reviews of a product, from the review service. */
export interface RatingSummary {
  readonly average: number | null;
  readonly count: number;
}

/** What the product service asks the review service: summaries for a set of products. */
export type RatingSource = (productIds: readonly string[]) => Promise<ReadonlyMap<string, RatingSummary>>;

export type { ProductModule, StockLine } from "./product-module.ts";
