import type { Kysely, Migration } from "kysely";
import type { ServiceMigrations } from "../shared/service-migrations.ts";

/** The review service's table: one review per customer and product. */
export interface ReviewTables {
  review_reviews: {
    id: string;
    product_id: string;
    account_id: string;
    author_name: string;
    rating: number;
    body: string;
    created_at: string;
  };
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("review_reviews")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("product_id", "text", (c) => c.notNull())
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("author_name", "text", (c) => c.notNull())
      .addColumn("rating", "integer", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull())
      .addColumn("created_at", "text", (c) => c.notNull())
      .addUniqueConstraint("review_reviews_one_per_customer", ["product_id", "account_id"])
      .execute();
    await db.schema
      .createIndex("review_reviews_product")
      .on("review_reviews")
      .columns(["product_id", "created_at"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("review_reviews").execute();
  },
};

export const REVIEW_MIGRATIONS: ServiceMigrations = {
  service: "review",
  migrations: { "0001-reviews": initial },
};
