import { DomainError } from "../errors.ts";
import type { ProductModule } from "../product/product-module.ts";
import type { StorefrontPrincipal } from "../shared/access-tokens.ts";
import type { JobQueue } from "../shared/job-queue.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { type CheckoutRequest, createCheckout } from "./checkout.ts";
import {
  addCartItem,
  deleteCartItems,
  findCartItems,
  findOrder,
  findOrderLines,
  findOrdersOf,
  hasPurchase,
  type OrderRow,
  setCartQuantity,
  sumBusinessOrders,
  updateOrderStatus,
} from "./order-repository.ts";
import { nextOrderStatus, type OrderEvent, type OrderStatus, PURCHASED_STATUSES } from "./order-status.ts";
import type { OrderTables } from "./order-tables.ts";
import { type CartView, type OrderView, orderViews } from "./order-views.ts";
import type { PaymentProvider } from "./test-payment-provider.ts";

/** Most units of one product in a cart or an order. */
export const MAX_QUANTITY = 99;

export type { CheckoutRequest } from "./checkout.ts";
export type { CartView, OrderView } from "./order-views.ts";

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

  const withLines = (orders: OrderRow[]) => orderViews(db, orders);
  const checkout = createCheckout({ ...deps, now });

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
    checkout,
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
      // The status and the returned stock change together.
      const moved =
        next !== null &&
        (await deps.database.unit(async (unit) => {
          const tx = unit.tables<OrderTables>();
          if (!(await updateOrderStatus(tx, id, order.status, next, iso()))) return false;
          if (next === "cancelled") {
            const lines = await findOrderLines(tx, [id]);
            await deps.products.release(
              lines.map((l) => ({ productId: l.product_id, quantity: l.quantity })),
              unit,
            );
          }
          return true;
        }));
      if (!moved)
        throw new DomainError(
          "invalid_order_status",
          `An order that is ${order.status} cannot be ${event === "ship" ? "shipped" : "cancelled"}.`,
        );
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
