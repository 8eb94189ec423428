import { createHash, randomUUID } from "node:crypto";
import { DomainError, ERRORS, type ErrorCode, isDomainError } from "../../src/errors.ts";
import type { ProductModule, StockLine } from "../product/product-module.ts";
import type { StorefrontPrincipal } from "../shared/access-tokens.ts";
import type { JobQueue } from "../shared/job-queue.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import {
  addCartItem,
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteCartItems,
  findCartItems,
  findIdempotencyKey,
  findOrder,
  findOrderLines,
  findOrdersOf,
  hasPurchase,
  insertOrder,
  type OrderLineRow,
  type OrderRow,
  releaseIdempotencyKey,
  setCartQuantity,
  sumBusinessOrders,
  updateOrderStatus,
} from "./order-repository.ts";
import { nextOrderStatus, type OrderEvent, type OrderStatus, PURCHASED_STATUSES } from "./order-status.ts";
import type { OrderTables } from "./order-tables.ts";
import type { PaymentProvider } from "./test-payment-provider.ts";

/** Most units of one product in a cart or an order. */
export const MAX_QUANTITY = 99;

export interface CartView {
  readonly items: {
    product_id: string;
    name: string;
    unit_price_cents: number;
    currency: string;
    quantity: number;
    line_total_cents: number;
    in_stock: number;
  }[];
  readonly total_cents: number;
}

export interface OrderView {
  readonly id: string;
  readonly status: OrderStatus;
  readonly total_cents: number;
  readonly currency: string;
  readonly is_test: boolean;
  readonly payment_reference: string | null;
  readonly lines: { product_id: string; name: string; unit_price_cents: number; quantity: number }[];
  readonly created_at: string;
  readonly updated_at: string;
}

export interface CheckoutRequest {
  readonly idempotencyKey?: string | undefined;
  readonly paymentToken: string;
  readonly testOrder: boolean;
}

/** The order service's module interface. */
export interface OrderModule {
  cart(accountId: string): Promise<CartView>;
  addToCart(accountId: string, productId: string, quantity: number): Promise<CartView>;
  setCartQuantity(accountId: string, productId: string, quantity: number): Promise<CartView>;
  removeFromCart(accountId: string, productId: string): Promise<CartView>;
  /** Places an order from the cart and pays it; `replayed` when an Idempotency-Key answered from before. */
  checkout(accountId: string, request: CheckoutRequest): Promise<{ order: OrderView; replayed: boolean }>;
  orders(accountId: string): Promise<OrderView[]>;
  /** One order, for its owner or staff. */
  order(principal: StorefrontPrincipal, id: string): Promise<OrderView>;
  /** Applies a status event: the owner may cancel, staff may cancel or ship. */
  transition(
    principal: StorefrontPrincipal,
    id: string,
    event: Exclude<OrderEvent, "pay">,
  ): Promise<OrderView>;
  /** True when the account has a paid or shipped order with the product (the review service asks). */
  hasPurchased(accountId: string, productId: string): Promise<boolean>;
  /** Orders and revenue by status, test orders excluded. */
  businessFigures(): Promise<{ status: OrderStatus; orders: number; total_cents: number }[]>;
}

export interface OrderModuleDeps {
  readonly database: StorefrontDatabase;
  readonly products: ProductModule;
  readonly payments: PaymentProvider;
  readonly jobs: JobQueue;
  readonly now?: () => number;
}

/** Errors after which a checkout changed nothing, so its Idempotency-Key is freed for a retry. */
const NOTHING_HAPPENED: ReadonlySet<ErrorCode> = new Set(["cart_empty", "out_of_stock", "product_not_found"]);

function view(order: OrderRow, lines: readonly OrderLineRow[]): OrderView {
  return {
    id: order.id,
    status: order.status,
    total_cents: Number(order.total_cents),
    currency: order.currency,
    is_test: order.is_test === 1,
    payment_reference: order.payment_reference,
    lines: lines.map((l) => ({
      product_id: l.product_id,
      name: l.name,
      unit_price_cents: l.unit_price_cents,
      quantity: l.quantity,
    })),
    created_at: order.created_at,
    updated_at: order.updated_at,
  };
}

/** Builds the order module over its own tables; products and stock go through the product module. */
export function createOrderModule(deps: OrderModuleDeps): OrderModule {
  const db = deps.database.tables<OrderTables>();
  const now = deps.now ?? Date.now;
  const iso = () => new Date(now()).toISOString();

  const cart = async (accountId: string): Promise<CartView> => {
    const items = await findCartItems(db, accountId);
    const products = new Map(
      (await deps.products.many(items.map((i) => i.product_id))).map((p) => [p.id, p]),
    );
    const lines = items.flatMap((item) => {
      const product = products.get(item.product_id);
      if (!product) return [];
      return [
        {
          product_id: product.id,
          name: product.name,
          unit_price_cents: product.price_cents,
          currency: product.currency,
          quantity: item.quantity,
          line_total_cents: product.price_cents * item.quantity,
          in_stock: product.stock,
        },
      ];
    });
    return { items: lines, total_cents: lines.reduce((sum, l) => sum + l.line_total_cents, 0) };
  };

  const withLines = async (orders: OrderRow[]) => {
    const lines = await findOrderLines(
      db,
      orders.map((o) => o.id),
    );
    return orders.map((o) =>
      view(
        o,
        lines.filter((l) => l.order_id === o.id),
      ),
    );
  };

  const placeOrder = async (accountId: string, request: CheckoutRequest): Promise<OrderView> => {
    const items = await findCartItems(db, accountId);
    if (items.length === 0) throw new DomainError("cart_empty", "Add products to the cart first.");
    const products = new Map(
      (await deps.products.many(items.map((i) => i.product_id))).map((p) => [p.id, p]),
    );
    const currencies = new Set([...products.values()].map((p) => p.currency));
    const orderId = randomUUID();
    const lines: OrderLineRow[] = items.map((item) => {
      const product = products.get(item.product_id);
      if (!product)
        throw new DomainError("product_not_found", `Product ${item.product_id} is no longer sold.`);
      return {
        order_id: orderId,
        product_id: product.id,
        name: product.name,
        unit_price_cents: product.price_cents,
        quantity: item.quantity,
      };
    });
    if (currencies.size > 1) throw new DomainError("invalid_request", "The cart mixes currencies.");
    const stock: StockLine[] = lines.map((l) => ({ productId: l.product_id, quantity: l.quantity }));
    await deps.products.reserve(stock);
    const at = iso();
    const order: OrderRow = {
      id: orderId,
      account_id: accountId,
      status: "pending",
      total_cents: lines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0),
      currency: [...currencies][0] ?? "EUR",
      is_test: request.testOrder ? 1 : 0,
      payment_reference: null,
      created_at: at,
      updated_at: at,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await insertOrder(trx, order, lines);
        await deleteCartItems(trx, accountId);
      });
    } catch (error) {
      await deps.products.release(stock);
      throw error;
    }
    const reference = await deps.payments.charge({
      amountCents: order.total_cents,
      currency: order.currency,
      token: request.paymentToken,
    });
    if (!reference) {
      await updateOrderStatus(db, orderId, "pending", "cancelled", iso());
      await deps.products.release(stock);
      throw new DomainError("payment_declined", `The payment was declined; order ${orderId} is cancelled.`);
    }
    await updateOrderStatus(db, orderId, "pending", "paid", iso(), reference);
    await deps.jobs.enqueue("order_confirmation", { orderId });
    const [placed] = await withLines([
      { ...order, status: "paid", payment_reference: reference, updated_at: iso() },
    ]);
    return placed as OrderView;
  };

  const loadOrder = async (principal: StorefrontPrincipal, id: string) => {
    const order = await findOrder(db, id);
    if (!order || (order.account_id !== principal.accountId && !principal.isStaff))
      throw new DomainError("order_not_found", `No order ${id}.`);
    return order;
  };

  return {
    cart,
    async addToCart(accountId, productId, quantity) {
      await deps.products.get(productId);
      await addCartItem(
        db,
        { account_id: accountId, product_id: productId, quantity, added_at: iso() },
        MAX_QUANTITY,
      );
      return cart(accountId);
    },
    async setCartQuantity(accountId, productId, quantity) {
      if (!(await setCartQuantity(db, accountId, productId, quantity)))
        throw new DomainError("cart_item_not_found", `Product ${productId} is not in the cart.`);
      return cart(accountId);
    },
    async removeFromCart(accountId, productId) {
      if (!(await deleteCartItems(db, accountId, productId)))
        throw new DomainError("cart_item_not_found", `Product ${productId} is not in the cart.`);
      return cart(accountId);
    },
    async checkout(accountId, request) {
      const key = request.idempotencyKey;
      if (!key) return { order: await placeOrder(accountId, request), replayed: false };
      const hash = createHash("sha256")
        .update(JSON.stringify([request.paymentToken, request.testOrder]))
        .digest("base64url");
      const claimed = await claimIdempotencyKey(db, {
        account_id: accountId,
        idempotency_key: key,
        request_hash: hash,
        response_status: null,
        response_body: null,
        created_at: iso(),
      });
      if (!claimed) {
        const row = await findIdempotencyKey(db, accountId, key);
        if (!row) throw new DomainError("idempotency_in_progress", "Retry the request.");
        if (row.request_hash !== hash)
          throw new DomainError(
            "idempotency_key_reused",
            "This Idempotency-Key was used for another checkout.",
          );
        if (row.response_status === null || row.response_body === null)
          throw new DomainError(
            "idempotency_in_progress",
            "The first checkout with this key is still running.",
          );
        const stored = JSON.parse(row.response_body) as OrderView | { code: ErrorCode; detail: string };
        if ("code" in stored) throw new DomainError(stored.code, stored.detail);
        return { order: stored, replayed: true };
      }
      try {
        const order = await placeOrder(accountId, request);
        await completeIdempotencyKey(db, accountId, key, 201, JSON.stringify(order));
        return { order, replayed: false };
      } catch (error) {
        if (isDomainError(error) && !NOTHING_HAPPENED.has(error.code)) {
          const body = JSON.stringify({ code: error.code, detail: error.detail });
          await completeIdempotencyKey(db, accountId, key, ERRORS[error.code].status, body);
        } else {
          await releaseIdempotencyKey(db, accountId, key);
        }
        throw error;
      }
    },
    async orders(accountId) {
      return withLines(await findOrdersOf(db, accountId, 100));
    },
    async order(principal, id) {
      const [order] = await withLines([await loadOrder(principal, id)]);
      return order as OrderView;
    },
    async transition(principal, id, event) {
      const order = await loadOrder(principal, id);
      if (event === "ship" && !principal.isStaff)
        throw new DomainError("staff_required", "Only staff ship orders.");
      const next = nextOrderStatus(order.status, event);
      if (!next || !(await updateOrderStatus(db, id, order.status, next, iso())))
        throw new DomainError(
          "invalid_order_status",
          `An order that is ${order.status} cannot be ${event === "ship" ? "shipped" : "cancelled"}.`,
        );
      if (next === "cancelled") {
        const lines = await findOrderLines(db, [id]);
        await deps.products.release(lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })));
      }
      const [updated] = await withLines([{ ...order, status: next, updated_at: iso() }]);
      return updated as OrderView;
    },
    hasPurchased: (accountId, productId) => hasPurchase(db, accountId, productId, PURCHASED_STATUSES),
    async businessFigures() {
      const rows = await sumBusinessOrders(db);
      return rows.map((r) => ({
        status: r.status,
        orders: Number(r.orders),
        total_cents: Number(r.total_cents ?? 0),
      }));
    },
  };
}
