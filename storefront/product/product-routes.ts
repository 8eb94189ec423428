import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import type { ProductModule, ProductRow } from "./product-module.ts";
import { ProductId, type RatingSource, type RatingSummary } from "./product-public.ts";
import { createResponseCache } from "./response-cache.ts";

const Rating = Type.Object({
  average: Type.Union([Type.Number(), Type.Null()], {
    description: "Mean stars (1–5), null without reviews.",
  }),
  count: Type.Integer(),
});

const Product = Type.Object(
  {
    id: ProductId,
    name: Type.String(),
    description: Type.String(),
    category: Type.String(),
    price_cents: Type.Integer(),
    currency: Type.String(),
    stock: Type.Integer(),
    views: Type.Integer({ description: "Detail views counted by this service (not analytics page views)." }),
    rating: Rating,
  },
  { $id: "Product" },
);

const CatalogueQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
    search: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: "In name or description, any case." }),
    ),
    category: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  },
  { additionalProperties: false },
);

const NO_RATING: RatingSummary = { average: null, count: 0 };

/** How stale a catalogue page may be (its stock, views and ratings); the detail route is never cached. */
const CATALOGUE_CACHE_MS = 1000;

/** GET /api/models/ (public, paginated), GET /api/models/{id}/ (counts a view) and GET /api/categories/. */
export function productRoutes(products: ProductModule, ratings: RatingSource): FastifyPluginAsyncTypebox {
  const pages = createResponseCache(CATALOGUE_CACHE_MS, 1000);
  const withRatings = async (rows: ProductRow[]) => {
    const summaries = await ratings(rows.map((r) => r.id));
    return rows.map((row) => ({
      ...row,
      views: Number(row.views),
      rating: summaries.get(row.id) ?? NO_RATING,
    }));
  };
  return async (app) => {
    app.addSchema(Product);
    app.get(
      "/api/models/",
      {
        schema: {
          tags: ["catalogue"],
          summary: "The public catalogue",
          description:
            "No credentials needed. Sorted by name; `search` matches name or description, any case.",
          querystring: CatalogueQuery,
          response: {
            200: Type.Object({
              items: Type.Array(Type.Ref("Product")),
              page: Type.Integer(),
              page_size: Type.Integer(),
              total: Type.Integer(),
            }),
            ...problems(400),
          },
        },
      },
      async (request, reply) => {
        const page = request.query.page ?? 1;
        const pageSize = request.query.page_size ?? 20;
        const { search, category } = request.query;
        const key = JSON.stringify([page, pageSize, search, category]);
        const body = await pages.get(key, async () => {
          const { rows, total } = await products.page({
            search,
            category,
            offset: (page - 1) * pageSize,
            limit: pageSize,
          });
          return JSON.stringify({ items: await withRatings(rows), page, page_size: pageSize, total });
        });
        // Already serialized (and cached as text): Fastify sends a JSON string as it is.
        return reply.type("application/json; charset=utf-8").send(body as never);
      },
    );
    app.get(
      "/api/models/:id/",
      {
        schema: {
          tags: ["catalogue"],
          summary: "One product, with its rating summary; counts a view",
          params: Type.Object({ id: ProductId }),
          response: { 200: Type.Ref("Product"), ...problems(400, 404) },
        },
      },
      async (request) => {
        const row = await products.get(request.params.id);
        await products.recordView(row.id);
        const [product] = await withRatings([{ ...row, views: Number(row.views) + 1 }]);
        return product;
      },
    );
    app.get(
      "/api/categories/",
      {
        schema: {
          tags: ["catalogue"],
          summary: "The catalogue's categories",
          response: { 200: Type.Object({ categories: Type.Array(Type.String()) }) },
        },
      },
      async () => ({ categories: await products.categories() }),
    );
  };
}
