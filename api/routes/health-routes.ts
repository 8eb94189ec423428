import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { type Static, Type } from "typebox";
import { ReleaseFields } from "../../http/schemas.ts";
import { readRelease } from "../../platform/release.ts";
import type { Core, HealthCheck } from "../../src/core.ts";

const Check = Type.Object({
  status: Type.Union([Type.Literal("ok"), Type.Literal("fail")]),
  detail: Type.Optional(Type.String()),
});
const HealthDocument = Type.Object({
  service: Type.Literal("game"),
  status: Type.Union([Type.Literal("ok"), Type.Literal("fail")]),
  checks: Type.Record(Type.String(), Check),
  ...ReleaseFields,
});
const LiveDocument = Type.Object({
  service: Type.Literal("game"),
  status: Type.Literal("ok"),
  ...ReleaseFields,
});

/** Readiness (dependencies checked) and liveness (no dependencies); `extra` adds named checks. */
export function healthRoutes(
  core: Core,
  extra: Readonly<Record<string, () => Promise<HealthCheck>>> = {},
): FastifyPluginAsyncTypebox {
  const release = readRelease();
  // The liveness answer is the same text for the process's life: written here, it needs no serializer
  // (building one made the first probe of a starting process wait for fast-json-stringify and Ajv).
  const live = JSON.stringify({ service: "game", status: "ok", ...release } satisfies Static<
    typeof LiveDocument
  >);
  return async (app) => {
    app.get(
      "/health",
      {
        schema: {
          tags: ["health"],
          summary:
            "Readiness: database reachable and migrations applied (and, with the bot, its token and outbox worker)",
          description:
            "200 when every critical engine answers, 503 (with each check) when one does not: a readiness probe.",
          response: { 200: HealthDocument, 503: HealthDocument },
        },
      },
      async (_request, reply) => {
        const named = Object.entries(extra);
        const results = await Promise.all(named.map(([, check]) => check()));
        const checks = {
          ...(await core.checkHealth()),
          ...Object.fromEntries(named.map(([name], i) => [name, results[i] as HealthCheck])),
        };
        const ok = Object.values(checks).every((c) => c.status === "ok");
        return reply
          .status(ok ? 200 : 503)
          .send({ service: "game", status: ok ? "ok" : "fail", checks, ...release });
      },
    );

    app.get(
      "/health/live",
      {
        schema: {
          tags: ["health"],
          summary: "Liveness: the process answers",
          description: "200 whenever the process answers, whatever its engines say: a liveness probe.",
          response: { 200: LiveDocument },
        },
      },
      async (_request, reply) => reply.type("application/json; charset=utf-8").send(live as never),
    );
  };
}
