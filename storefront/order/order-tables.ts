import type { Kysely, Migration } from "kysely";
import type { ServiceMigrations } from "../shared/service-migrations.ts";
import type { OrderStatus } from "./order-status.ts";

/** The order service's tables: carts, orders with their lines, and checkout idempotency keys. */
export interface OrderTables {
  order_cart_items: {
    account_id: string;
    product_id: string;
    quantity: number;
    added_at: string;
  };
  order_orders: {
    id: string;
    account_id: string;
    status: OrderStatus;
    total_cents: number;
    currency: string;
    /** 1 for test orders (verify-release, demos): kept out of business figures. */
    is_test: number;
    payment_reference: string | null;
    created_at: string;
    updated_at: string;
  };
  order_lines: {
    order_id: string;
    product_id: string;
    name: string;
    unit_price_cents: number;
    quantity: number;
  };
  order_idempotency_keys: {
    account_id: string;
    idempotency_key: string;
    request_hash: string;
    /** Null while the first request is still running. */
    response_status: number | null;
    response_body: string | null;
    created_at: string;
    /** The order the checkout wrote, set in the same unit: null means nothing was written yet. */
    order_id: string | null;
    /** Epoch ms until which the running checkout holds the key; after it, a retry takes it over. */
    lease_until: number;
  };
}

const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("order_cart_items")
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("product_id", "text", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addColumn("added_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_cart_items_pk", ["account_id", "product_id"])
      .execute();
    await db.schema
      .createTable("order_orders")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull())
      .addColumn("total_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull())
      .addColumn("is_test", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("payment_reference", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addColumn("updated_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex("order_orders_account")
      .on("order_orders")
      .columns(["account_id", "created_at"])
      .execute();
    await db.schema
      .createTable("order_lines")
      .addColumn("order_id", "text", (c) => c.notNull().references("order_orders.id").onDelete("cascade"))
      .addColumn("product_id", "text", (c) => c.notNull())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("unit_price_cents", "integer", (c) => c.notNull())
      .addColumn("quantity", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_lines_pk", ["order_id", "product_id"])
      .execute();
    await db.schema.createIndex("order_lines_product").on("order_lines").column("product_id").execute();
    await db.schema
      .createTable("order_idempotency_keys")
      .addColumn("account_id", "text", (c) => c.notNull())
      .addColumn("idempotency_key", "text", (c) => c.notNull())
      .addColumn("request_hash", "text", (c) => c.notNull())
      .addColumn("response_status", "integer")
      .addColumn("response_body", "text")
      .addColumn("created_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("order_idempotency_keys_pk", ["account_id", "idempotency_key"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ["order_idempotency_keys", "order_lines", "order_orders", "order_cart_items"])
      await db.schema.dropTable(table).execute();
  },
};

/** Resumable checkouts: a key remembers its order and who holds it, so a retry finishes a checkout whose process died. */
const resumableCheckout: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("order_idempotency_keys").addColumn("order_id", "text").execute();
    await db.schema
      .alterTable("order_idempotency_keys")
      .addColumn("lease_until", "bigint", (c) => c.notNull().defaultTo(0))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("order_idempotency_keys").dropColumn("lease_until").execute();
    await db.schema.alterTable("order_idempotency_keys").dropColumn("order_id").execute();
  },
};

export const ORDER_MIGRATIONS: ServiceMigrations = {
  service: "order",
  migrations: { "0001-orders": initial, "0002-resumable-checkout": resumableCheckout },
};
