import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";

/** GET /api/admin/ops/health/: the admin service answers. */
export function opsHealthRoutes(): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/api/admin/ops/health/",
      {
        schema: {
          tags: ["health"],
          summary: "Health of the admin service",
          response: { 200: Type.Object({ service: Type.Literal("admin"), status: Type.Literal("ok") }) },
        },
      },
      async () => ({ service: "admin" as const, status: "ok" as const }),
    );
  };
}
