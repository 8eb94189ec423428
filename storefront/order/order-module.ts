import { DomainError } from "../errors.ts";
import type { ProductModule } from "../product/product-public.ts";
import type { StorefrontPrincipal } from "../shared/access-tokens.ts";
import type { JobQueue } from "../shared/job-queue.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { createCartOperations } from "./cart-operations.ts";
import { type CheckoutRequest, createCheckout } from "./checkout.ts";
import {
  findOrder,
  findOrdersOf,
  hasPurchase,
  type OrderRow,
  sumBusinessOrders,
} from "./order-repository.ts";
import { type OrderEvent, type OrderStatus, PURCHASED_STATUSES } from "./order-status.ts";
import type { OrderTables } from "./order-tables.ts";
import { moveOrder } from "./order-transition.ts";
import { type CartView, type OrderView, orderViews } from "./order-views.ts";
import type { PaymentProvider } from "./test-payment-provider.ts";

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

  const carts = createCartOperations({ ...deps, now });
  const withLines = (orders: OrderRow[]) => orderViews(db, orders);
  const checkout = createCheckout({ ...deps, now });

  const loadOrder = async (principal: StorefrontPrincipal, id: string) => {
    const order = await findOrder(db, id);
    if (!order || (order.account_id !== principal.accountId && !principal.isStaff))
      throw new DomainError("order_not_found", `No order ${id}.`);
    return order;
  };

  return {
    ...carts,
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
      const next = await moveOrder(deps, order, event, iso());
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
