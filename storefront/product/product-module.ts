import type { Kysely } from "kysely";
import { DomainError } from "../errors.ts";
import type { StorefrontDatabase, WriteUnit } from "../shared/storefront-database.ts";
import {
  bumpViews,
  type CatalogueQuery,
  findCategories,
  findProductPage,
  findProducts,
  type ProductRow,
  returnStock,
  takeStock,
  upsertProducts,
} from "./product-repository.ts";
import type { ProductTables } from "./product-tables.ts";

export type { ProductRow } from "./product-repository.ts";

export interface StockLine {
  readonly productId: string;
  readonly quantity: number;
}

export type NewProduct = Omit<ProductRow, "views" | "created_at">;

/** The product service's module interface: the catalogue, its stock and the view counter. */
export interface ProductModule {
  page(query: CatalogueQuery): Promise<{ rows: ProductRow[]; total: number }>;
  /** Products by id, in no particular order; unknown ids are left out. */
  many(ids: readonly string[]): Promise<ProductRow[]>;
  /** One product; 404 `product_not_found` when unknown. */
  get(id: string): Promise<ProductRow>;
  categories(): Promise<string[]>;
  /** Counts a product detail view (kept apart from analytics page views). */
  recordView(id: string): Promise<void>;
  /**
   * Takes stock for every line, all or nothing, in one transaction: 409
   * `out_of_stock` naming the first short product, and nothing is taken.
   * Inside `unit` when given (it commits with the caller's writes).
   */
  reserve(lines: readonly StockLine[], unit?: WriteUnit): Promise<void>;
  /** Gives reserved stock back (an order that was declined or cancelled), inside `unit` when given. */
  release(lines: readonly StockLine[], unit?: WriteUnit): Promise<void>;
  /** Inserts or replaces products (the demo catalogue loader, tests). */
  upsert(products: readonly NewProduct[]): Promise<void>;
}

/** Builds the product module over its own tables. */
export function createProductModule(
  database: StorefrontDatabase,
  now: () => number = Date.now,
): ProductModule {
  const db = database.tables<ProductTables>();
  const within = (unit: WriteUnit | undefined, work: (trx: Kysely<ProductTables>) => Promise<void>) =>
    unit ? work(unit.tables<ProductTables>()) : database.unit((own) => work(own.tables<ProductTables>()));
  // A fixed lock order (by product id): two multi-product checkouts on PostgreSQL never deadlock.
  const ordered = (lines: readonly StockLine[]) =>
    [...lines].sort((a, b) => (a.productId < b.productId ? -1 : 1));
  return {
    page: (query) => findProductPage(db, query),
    many: (ids) => findProducts(db, ids),
    async get(id) {
      const [row] = await findProducts(db, [id]);
      if (!row) throw new DomainError("product_not_found", `No product ${id}.`);
      return row;
    },
    categories: () => findCategories(db),
    recordView: (id) => bumpViews(db, id),
    async reserve(lines, unit) {
      await within(unit, async (trx) => {
        for (const line of ordered(lines))
          if (!(await takeStock(trx, line.productId, line.quantity)))
            throw new DomainError("out_of_stock", `Not enough stock of product ${line.productId}.`);
      });
    },
    async release(lines, unit) {
      await within(unit, async (trx) => {
        for (const line of ordered(lines)) await returnStock(trx, line.productId, line.quantity);
      });
    },
    upsert: (products) =>
      upsertProducts(
        db,
        products.map((p) => ({ ...p, created_at: new Date(now()).toISOString() })),
      ),
  };
}
