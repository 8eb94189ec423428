import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import { ProductId } from "../product/product-routes.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import { MAX_QUANTITY, type OrderModule } from "./order-module.ts";
import { TEST_PAYMENT_TOKENS } from "./test-payment-provider.ts";

const Cart = Type.Object(
  {
    items: Type.Array(
      Type.Object({
        product_id: Type.String(),
        name: Type.String(),
        unit_price_cents: Type.Integer(),
        currency: Type.String(),
        quantity: Type.Integer(),
        line_total_cents: Type.Integer(),
        in_stock: Type.Integer({ description: "Units left now; checkout may still find fewer." }),
      }),
    ),
    total_cents: Type.Integer(),
  },
  { $id: "Cart" },
);

const Order = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    status: Type.Union([
      Type.Literal("pending"),
      Type.Literal("paid"),
      Type.Literal("shipped"),
      Type.Literal("cancelled"),
    ]),
    total_cents: Type.Integer(),
    currency: Type.String(),
    is_test: Type.Boolean({ description: "Test orders are kept out of business figures." }),
    payment_reference: Type.Union([Type.String(), Type.Null()]),
    lines: Type.Array(
      Type.Object({
        product_id: Type.String(),
        name: Type.String(),
        unit_price_cents: Type.Integer(),
        quantity: Type.Integer(),
      }),
    ),
    created_at: Type.String({ format: "date-time" }),
    updated_at: Type.String({ format: "date-time" }),
  },
  { $id: "Order" },
);

const Quantity = Type.Integer({ minimum: 1, maximum: MAX_QUANTITY });
const ProductParams = Type.Object({ product_id: ProductId });
const OrderParams = Type.Object({ id: Type.String({ format: "uuid" }) });
const secured = { security: [{ bearerAuth: [] }] };

/** The cart, checkout and orders: every route needs a storefront access token. */
export function orderRoutes(orders: OrderModule, authenticator: Authenticator): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(Cart);
    app.addSchema(Order);
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

    app.post(
      "/api/orders/checkout/",
      {
        schema: {
          ...secured,
          tags: ["orders"],
          summary: "Order the cart and pay for it",
          description: `Takes the stock atomically (409 \`out_of_stock\`, nothing taken), creates the order (pending), charges the test payment provider and marks it paid; the cart is emptied. Payment: \`payment_token\` \`${TEST_PAYMENT_TOKENS.approved}\` (the default) is approved, \`${TEST_PAYMENT_TOKENS.declined}\` is declined (402, the order is cancelled and its stock returned). \`test_order: true\` marks an order that business figures leave out. With an \`Idempotency-Key\` header (per caller: another caller's same key is a different request), a retry answers the first outcome with \`Idempotent-Replayed: true\` and never creates a second order; the same key with another body is 422; while the first request runs, 409 \`idempotency_in_progress\`. A checkout cut short (a 503, a lost connection) is finished by a retry with the same key: at once after a 503, within 11 s when its process died.`,
          headers: Type.Object({
            "idempotency-key": Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
          }),
          body: Type.Object(
            {
              payment_token: Type.Optional(Type.String({ minLength: 1, maxLength: 128 })),
              test_order: Type.Optional(Type.Boolean()),
            },
            { additionalProperties: false },
          ),
          response: { 201: Type.Ref("Order"), ...problems(400, 401, 402, 404, 409, 422) },
        },
      },
      async (request, reply) => {
        const principal = authenticator.customer(request);
        const { order, replayed } = await orders.checkout(principal.accountId, {
          idempotencyKey: request.headers["idempotency-key"],
          paymentToken: request.body?.payment_token ?? TEST_PAYMENT_TOKENS.approved,
          testOrder: request.body?.test_order ?? false,
        });
        if (replayed) reply.header("idempotent-replayed", "true");
        return reply.status(201).send(order);
      },
    );
    app.get(
      "/api/orders/",
      {
        schema: {
          ...secured,
          tags: ["orders"],
          summary: "The caller's orders, newest first (at most 100)",
          response: { 200: Type.Object({ items: Type.Array(Type.Ref("Order")) }), ...problems(401) },
        },
      },
      async (request) => ({ items: await orders.orders(authenticator.customer(request).accountId) }),
    );
    app.get(
      "/api/orders/:id/",
      {
        schema: {
          ...secured,
          tags: ["orders"],
          summary: "One order (its owner, or staff)",
          params: OrderParams,
          response: { 200: Type.Ref("Order"), ...problems(400, 401, 404) },
        },
      },
      async (request) => orders.order(authenticator.customer(request), request.params.id),
    );
    for (const event of ["cancel", "ship"] as const)
      app.post(
        `/api/orders/:id/${event}/`,
        {
          schema: {
            ...secured,
            tags: ["orders"],
            summary:
              event === "cancel"
                ? "Cancel a pending or paid order (its owner, or staff); the stock is returned"
                : "Ship a paid order (staff)",
            params: OrderParams,
            response: { 200: Type.Ref("Order"), ...problems(400, 401, 403, 404, 409) },
          },
        },
        async (request) => orders.transition(authenticator.customer(request), request.params.id, event),
      );
  };
}
