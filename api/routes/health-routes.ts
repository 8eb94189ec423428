import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../src/core.ts";

const Check = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("fail")]),
  detail: Type.Optional(Type.String()),
});
const HealthDocument = Type.Object({
  service: Type.Literal("game"),
  status: Type.Union([Type.Literal("ok"), Type.Literal("fail")]),
  checks: Type.Record(Type.String(), Check),
});

/** Readiness (dependencies checked) and liveness (no dependencies). */
export function healthRoutes(core: Core): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["health"],
          summary: "Readiness: database reachable and migrations applied",
          response: { 200: HealthDocument, 503: HealthDocument },
        },
      },
      async (_request, reply) => {
        const checks = await core.checkHealth();
        const ok = Object.values(checks).every((c) => c.status === "ok");
        return reply.status(ok ? 200 : 503).send({ service: "game", status: ok ? "ok" : "fail", checks });
      },
    );

    app.get(
      "/health/live",
      {
        schema: {
          tags: ["health"],
          summary: "Liveness: the process answers",
          response: { 200: Type.Object({ service: Type.Literal("game"), status: Type.Literal("ok") }) },
        },
      },
      async () => ({ service: "game" as const, status: "ok" as const }),
    );
  };
}
