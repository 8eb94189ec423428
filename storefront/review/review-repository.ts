import type { Kysely, Selectable } from "kysely";
import type { ReviewTables } from "./review-tables.ts";

export type ReviewRow = Selectable<ReviewTables["review_reviews"]>;
type Db = Kysely<ReviewTables>;

/** A product's reviews, newest first. */
export function findReviews(db: Db, productId: string, offset: number, limit: number): Promise<ReviewRow[]> {
  return db
    .selectFrom("review_reviews")
    .selectAll()
    .where("product_id", "=", productId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .offset(offset)
    .limit(limit)
    .execute();
}

/** Inserts a review; false when the customer already reviewed the product. */
export async function insertReview(db: Db, row: ReviewRow): Promise<boolean> {
  const result = await db
    .insertInto("review_reviews")
    .values(row)
    .onConflict((oc) => oc.columns(["product_id", "account_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

/** Count and mean rating per product. */
export function summarizeRatings(db: Db, productIds: readonly string[]) {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("review_reviews")
    .select((eb) => [
      "product_id",
      eb.fn.countAll<number>().as("count"),
      eb.fn.avg<number>("rating").as("average"),
    ])
    .where("product_id", "in", productIds)
    .groupBy("product_id")
    .execute();
}
