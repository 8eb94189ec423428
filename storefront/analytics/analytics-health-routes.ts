import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { problems, ReleaseFields } from "../../http/schemas.ts";
import type { IpAllowlist } from "../../platform/net/ip-allowlist.ts";
import { readRelease } from "../../platform/release.ts";
import { DomainError } from "../errors.ts";
import type { AnalyticsModule } from "./analytics-module.ts";

const HealthDocument = Type.Object({
  service: Type.Literal("analytics"),
  status: Type.Union([Type.Literal("ok"), Type.Literal("fail")]),
  ...ReleaseFields,
});

/** GET /api/analytics/health/, answered only to the internal allow-list. */
export function analyticsHealthRoutes(
  analytics: AnalyticsModule,
  allowlist: IpAllowlist,
): FastifyPluginAsyncTypebox {
  const release = readRelease();
  return async (app) => {
    app.get(
      "/api/analytics/health/",
      {
        schema: {
          tags: ["health"],
          summary: "Health of the analytics service (internal network only)",
          description:
            "Answers only to ANALYTICS_INTERNAL_ALLOWLIST (loopback by default); 403 to anyone else.",
          response: { 200: HealthDocument, 503: HealthDocument, ...problems(403) },
        },
      },
      async (request, reply) => {
        if (!allowlist.contains(request.ip))
          throw new DomainError(
            "internal_only",
            "The analytics health check is for the internal network only.",
          );
        const ok = await analytics.database.ping();
        return reply
          .status(ok ? 200 : 503)
          .send({ service: "analytics", status: ok ? "ok" : "fail", ...release });
      },
    );
  };
}
