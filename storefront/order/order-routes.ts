import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { OrderModule } from "./order-module.ts";
import { Order, secured } from "./order-schemas.ts";

const OrderParams = Type.Object({ id: Type.String({ format: "uuid" }) });

/** /api/orders/: the caller's orders, one order, and its cancel and ship transitions. */
export function orderRoutes(orders: OrderModule, authenticator: Authenticator): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(Order);
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
