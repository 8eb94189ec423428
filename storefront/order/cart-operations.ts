import { DomainError } from "../errors.ts";
import type { ProductModule } from "../product/product-public.ts";
import type { StorefrontDatabase } from "../shared/storefront-database.ts";
import { addCartItem, deleteCartItems, findCartItems, setCartQuantity } from "./order-repository.ts";
import type { OrderTables } from "./order-tables.ts";
import type { CartView } from "./order-views.ts";

/** Most units of one product in a cart or an order. */
export const MAX_QUANTITY = 99;

export interface CartDeps {
  readonly database: StorefrontDatabase;
  readonly products: ProductModule;
  readonly now: () => number;
}

/** A customer's cart: priced from the product module now, its lines added, set and removed. */
export function createCartOperations(deps: CartDeps) {
  const db = deps.database.tables<OrderTables>();
  const iso = () => new Date(deps.now()).toISOString();

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

  return {
    cart,
    async addToCart(accountId: string, productId: string, quantity: number): Promise<CartView> {
      await deps.products.get(productId);
      await addCartItem(
        db,
        { account_id: accountId, product_id: productId, quantity, added_at: iso() },
        MAX_QUANTITY,
      );
      return cart(accountId);
    },
    async setCartQuantity(accountId: string, productId: string, quantity: number): Promise<CartView> {
      if (!(await setCartQuantity(db, accountId, productId, quantity)))
        throw new DomainError("cart_item_not_found", `Product ${productId} is not in the cart.`);
      return cart(accountId);
    },
    async removeFromCart(accountId: string, productId: string): Promise<CartView> {
      if (!(await deleteCartItems(db, accountId, productId)))
        throw new DomainError("cart_item_not_found", `Product ${productId} is not in the cart.`);
      return cart(accountId);
    },
  };
}
