import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import { ProductId } from "../product/product-public.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { ReviewModule } from "./review-module.ts";

const Review = Type.Object(
  {
    id: Type.String({ format: "uuid" }),
    product_id: Type.String(),
    author_name: Type.String(),
    rating: Type.Integer({ minimum: 1, maximum: 5 }),
    body: Type.String(),
    created_at: Type.String({ format: "date-time" }),
  },
  { $id: "Review" },
);

/** GET /api/reviews/?product_id= (public) and POST /api/reviews/ (customers who bought the product). */
export function reviewRoutes(reviews: ReviewModule, authenticator: Authenticator): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.addSchema(Review);
    app.get(
      "/api/reviews/",
      {
        schema: {
          tags: ["reviews"],
          summary: "A product's reviews, newest first (public)",
          querystring: Type.Object(
            {
              product_id: ProductId,
              page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
              page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
            },
            { additionalProperties: false },
          ),
          response: { 200: Type.Object({ items: Type.Array(Type.Ref("Review")) }), ...problems(400, 404) },
        },
      },
      async (request) => {
        const pageSize = request.query.page_size ?? 20;
        const offset = ((request.query.page ?? 1) - 1) * pageSize;
        return { items: await reviews.list(request.query.product_id, offset, pageSize) };
      },
    );
    app.post(
      "/api/reviews/",
      {
        schema: {
          security: [{ bearerAuth: [] }],
          tags: ["reviews"],
          summary: "Review a product you bought (one review per product)",
          description:
            "403 `review_requires_purchase` unless the caller has a paid or shipped order holding the product.",
          body: Type.Object(
            {
              product_id: ProductId,
              rating: Type.Integer({ minimum: 1, maximum: 5 }),
              body: Type.String({ minLength: 1, maxLength: 4000 }),
            },
            { additionalProperties: false },
          ),
          response: { 201: Type.Ref("Review"), ...problems(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const principal = authenticator.customer(request);
        const { product_id, rating, body } = request.body;
        return reply
          .status(201)
          .send(await reviews.create(principal.accountId, product_id, { rating, body }));
      },
    );
  };
}
