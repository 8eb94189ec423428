import { type Kysely, type Selectable, sql } from "kysely";
import type { ProductTables } from "./product-tables.ts";

export type ProductRow = Selectable<ProductTables["product_products"]> & { views: number };
type Db = Kysely<ProductTables>;

export interface CatalogueQuery {
  readonly search?: string | undefined;
  readonly category?: string | undefined;
  readonly offset: number;
  readonly limit: number;
}

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, query: CatalogueQuery) {
  let q = db.selectFrom("product_products");
  if (query.category) q = q.where("category", "=", query.category);
  if (query.search) {
    const pattern = likePattern(query.search);
    q = q.where((eb) =>
      eb.or([
        eb(sql`lower(name)`, "like", sql`${pattern} escape '\\'`),
        eb(sql`lower(description)`, "like", sql`${pattern} escape '\\'`),
      ]),
    );
  }
  return q;
}

/** One page of the catalogue (by name) and the number of matching products. */
export async function findProductPage(
  db: Db,
  query: CatalogueQuery,
): Promise<{ rows: ProductRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, query)
      .leftJoin("product_view_counts", "product_view_counts.product_id", "product_products.id")
      .selectAll("product_products")
      .select((eb) => eb.fn.coalesce("product_view_counts.views", sql<number>`0`).as("views"))
      .orderBy("name")
      .orderBy("id")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}

/** Products by id (missing ids are absent from the result). */
export function findProducts(db: Db, ids: readonly string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom("product_products")
    .leftJoin("product_view_counts", "product_view_counts.product_id", "product_products.id")
    .selectAll("product_products")
    .select((eb) => eb.fn.coalesce("product_view_counts.views", sql<number>`0`).as("views"))
    .where("id", "in", ids)
    .execute();
}

/** The distinct categories, sorted. */
export async function findCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom("product_products")
    .select("category")
    .distinct()
    .orderBy("category")
    .execute();
  return rows.map((r) => r.category);
}

/** Adds one view to a product's counter and returns the new count. */
export async function bumpViews(db: Db, productId: string): Promise<void> {
  await db
    .insertInto("product_view_counts")
    .values({ product_id: productId, views: 1 })
    .onConflict((oc) => oc.column("product_id").doUpdateSet({ views: sql`product_view_counts.views + 1` }))
    .execute();
}

/**
 * Takes `quantity` units if that many are left: one conditional UPDATE, so
 * two concurrent checkouts can never both take the last unit. False when
 * there are too few.
 */
export async function takeStock(db: Db, productId: string, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable("product_products")
    .set({ stock: sql`stock - ${quantity}` })
    .where("id", "=", productId)
    .where("stock", ">=", quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Puts units back (a cancelled or failed order). */
export async function returnStock(db: Db, productId: string, quantity: number): Promise<void> {
  await db
    .updateTable("product_products")
    .set({ stock: sql`stock + ${quantity}` })
    .where("id", "=", productId)
    .execute();
}

/** Inserts or replaces catalogue rows (the demo loader). */
export async function upsertProducts(db: Db, rows: readonly Omit<ProductRow, "views">[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("product_products")
    .values([...rows])
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        name: eb.ref("excluded.name"),
        description: eb.ref("excluded.description"),
        category: eb.ref("excluded.category"),
        price_cents: eb.ref("excluded.price_cents"),
        currency: eb.ref("excluded.currency"),
        stock: eb.ref("excluded.stock"),
      })),
    )
    .execute();
}
