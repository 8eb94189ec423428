import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { OrderModule } from "./order-module.ts";
import { Order, secured } from "./order-schemas.ts";
import { TEST_PAYMENT_TOKENS } from "./test-payment-provider.ts";

/** /api/orders/checkout/: the cart becomes a paid order, exactly once per Idempotency-Key. */
export function checkoutRoutes(orders: OrderModule, authenticator: Authenticator): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(Order);
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
  };
}
