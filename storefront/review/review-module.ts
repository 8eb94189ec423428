import { randomUUID } from "node:crypto";
import { DomainError } from "../errors.ts";
import type { RatingSummary } from "../product/product-public.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { findReviews, insertReview, type ReviewRow, summarizeRatings } from "./review-repository.ts";
import type { ReviewTables } from "./review-tables.ts";

export type ReviewView = Omit<ReviewRow, "account_id">;

/** What the review service asks other services. */
export interface ReviewDependencies {
  /** Throws 404 `product_not_found` for an unknown product (the product module). */
  requireProduct(productId: string): Promise<unknown>;
  /** True when the account bought the product (the order module). */
  hasPurchased(accountId: string, productId: string): Promise<boolean>;
  /** The name shown with a review (the user module). */
  authorName(accountId: string): Promise<string>;
}

/** The review service's module interface. */
export interface ReviewModule {
  list(productId: string, offset: number, limit: number): Promise<ReviewView[]>;
  /** Creates the customer's review: 403 unless they bought the product, 409 for a second one. */
  create(accountId: string, productId: string, review: { rating: number; body: string }): Promise<ReviewView>;
  /** Rating summaries for the product service. */
  summaries(productIds: readonly string[]): Promise<ReadonlyMap<string, RatingSummary>>;
}

const view = ({ account_id: _, ...rest }: ReviewRow): ReviewView => rest;

/** Builds the review module over its own table. */
export function createReviewModule(
  database: StorefrontDatabase,
  deps: ReviewDependencies,
  now: () => number = Date.now,
): ReviewModule {
  const db = database.tables<ReviewTables>();
  return {
    async list(productId, offset, limit) {
      await deps.requireProduct(productId);
      return (await findReviews(db, productId, offset, limit)).map(view);
    },
    async create(accountId, productId, review) {
      await deps.requireProduct(productId);
      if (!(await deps.hasPurchased(accountId, productId)))
        throw new DomainError(
          "review_requires_purchase",
          "Only customers who bought this product may review it.",
        );
      const row: ReviewRow = {
        id: randomUUID(),
        product_id: productId,
        account_id: accountId,
        author_name: await deps.authorName(accountId),
        rating: review.rating,
        body: review.body,
        created_at: new Date(now()).toISOString(),
      };
      if (!(await insertReview(db, row)))
        throw new DomainError("review_exists", "You have already reviewed this product.");
      return view(row);
    },
    async summaries(productIds) {
      const rows = await summarizeRatings(db, productIds);
      return new Map(
        rows.map((r) => [
          r.product_id,
          {
            count: Number(r.count),
            average: Math.round(Number(r.average) * 100) / 100,
          } satisfies RatingSummary,
        ]),
      );
    },
  };
}
