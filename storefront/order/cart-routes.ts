import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import { ProductId } from "../product/product-public.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import { MAX_QUANTITY } from "./cart-operations.ts";
import type { OrderModule } from "./order-module.ts";
import { Cart, secured } from "./order-schemas.ts";

const Quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });
const ProductParams = Type.Object({ product_id: ProductId });

/** /api/cart/: the caller's cart and its lines. */
export function cartRoutes(orders: OrderModule, authenticator: Authenticator): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(Cart);
    const cartResponse = { 200: Type.Ref("Cart"), ...problems(400, 401, 404) };

    app.get(
      "/api/cart/",
      {
        schema: {
          ...secured,
          tags: ["cart"],
          summary: "The caller's cart",
          response: { 200: Type.Ref("Cart"), ...problems(401) },
        },
      },
      async (request) => orders.cart(authenticator.customer(request).accountId),
    );
    app.post(
      "/api/cart/items/",
      {
        schema: {
          ...secured,
          tags: ["cart"],
          summary: "Add units of a product (quantities add up, at most 99)",
          body: Type.Object(
            { product_id: ProductId, quantity: Type.Optional(Quantity) },
            { additionalProperties: false },
          ),
          response: cartResponse,
        },
      },
      async (request) =>
        orders.addToCart(
          authenticator.customer(request).accountId,
          request.body.product_id,
          request.body.quantity ?? 1,
        ),
    );
    app.patch(
      "/api/cart/items/:product_id/",
      {
        schema: {
          ...secured,
          tags: ["cart"],
          summary: "Set a cart line's quantity",
          params: ProductParams,
          body: Type.Object({ quantity: Quantity }, { additionalProperties: false }),
          response: cartResponse,
        },
      },
      async (request) =>
        orders.setCartQuantity(
          authenticator.customer(request).accountId,
          request.params.product_id,
          request.body.quantity,
        ),
    );
    app.delete(
      "/api/cart/items/:product_id/",
      {
        schema: {
          ...secured,
          tags: ["cart"],
          summary: "Remove a cart line",
          params: ProductParams,
          response: cartResponse,
        },
      },
      async (request) =>
        orders.removeFromCart(authenticator.customer(request).accountId, request.params.product_id),
    );
  };
}
