import { type Kysely, type Migration, sql } from "kysely";
import type { ServiceMigrations } from "../shared/service-migrations.ts";

/** The product service's tables: the catalogue with its stock, and the view counter. */
export interface ProductTables {
  product_products: {
    id: string;
    name: string;
    description: string;
    category: string;
    price_cents: number;
    currency: string;
    /** Units left; never negative (a check constraint backs the conditional decrement). */
    stock: number;
    created_at: string;
  };
  product_view_counts: {
    product_id: string;
    views: number;
  };
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("product_products")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("description", "text", (c) => c.notNull())
      .addColumn("category", "text", (c) => c.notNull())
      .addColumn("price_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("stock", "integer", (c) => c.notNull().check(sql`stock >= 0`))
      .addColumn("created_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("product_products_category")
      .on("product_products")
      .columns(["category", "name"])
      .execute();
    await db.schema.createIndex("product_products_name").on("product_products").column("name").execute();
    // Its own table: a view bump never locks or rewrites the catalogue row that checkouts decrement.
    await db.schema
      .createTable("product_view_counts")
      .addColumn("product_id", "text", (c) => c.primaryKey())
      .addColumn("views", "bigint", (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("product_view_counts").execute();
    await db.schema.dropTable("product_products").execute();
  },
};

export const PRODUCT_MIGRATIONS: ServiceMigrations = {
  service: "product",
  migrations: { "0001-catalogue": initial },
};
