import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { problems } from "../../http/schemas.ts";
import { userExportCsv, visitorExportCsv } from "../analytics/analytics-public.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { AnalyticsGateway } from "./analytics-gateway.ts";
import { jsonOrCsv, sendCsv } from "./csv-reply.ts";
import { ExportFormat, UserExport, UserParams, VisitorExport, VisitorParams } from "./privacy-schemas.ts";
import { userId, visitorId } from "./privacy-subjects.ts";
import { createRequireStaff } from "./require-staff.ts";

export const PRIVACY_PREFIX = "/api/admin/privacy";

/** What every privacy route shares in the OpenAPI document. */
export const PRIVACY_SCHEMA = { tags: ["privacy"], security: [{ bearerAuth: [] }] };
export const PRIVACY_ERRORS = problems(400, 401, 403, 503);

export interface PrivacyRoutesDeps {
  readonly authenticator: Authenticator;
  readonly gateway: AnalyticsGateway;
  /** The erasure log's HMAC key (derived from JWT_SECRET). */
  readonly privacyKey: string;
}

/**
 * GET /api/admin/privacy/visitors/{visitor_id}/ and …/users/{user_id}/: what
 * the analytics hold about one visitor or one signed-in user (JSON or CSV).
 */
export function privacyRoutes({ authenticator, gateway }: PrivacyRoutesDeps): FastifyPluginAsyncTypebox {
  const requireStaff = createRequireStaff(authenticator);
  return async (app) => {
    app.get(
      `${PRIVACY_PREFIX}/visitors/:visitor_id/`,
      {
        preHandler: requireStaff,
        config: { logRoutePattern: true },
        schema: {
          ...PRIVACY_SCHEMA,
          summary: "Every stored event, visit and session of one visitor (JSON or CSV)",
          params: VisitorParams,
          querystring: ExportFormat,
          response: { 200: jsonOrCsv(VisitorExport), ...PRIVACY_ERRORS },
        },
      },
      async (request, reply) => {
        const id = visitorId(request.params.visitor_id);
        const data = await (await gateway.module()).privacy.exportVisitor(id);
        if (request.query.format === "csv") return sendCsv(reply, `visitor-${id}`, visitorExportCsv(data));
        return reply.type("application/json").send({ visitor_id: id, ...data });
      },
    );

    app.get(
      `${PRIVACY_PREFIX}/users/:user_id/`,
      {
        preHandler: requireStaff,
        config: { logRoutePattern: true },
        schema: {
          ...PRIVACY_SCHEMA,
          summary: "Every user_error log entry of one signed-in user (JSON or CSV)",
          params: UserParams,
          querystring: ExportFormat,
          response: { 200: jsonOrCsv(UserExport), ...PRIVACY_ERRORS },
        },
      },
      async (request, reply) => {
        const id = userId(request.params.user_id);
        const data = await (await gateway.module()).privacy.exportUser(id);
        if (request.query.format === "csv") return sendCsv(reply, "user-errors", userExportCsv(data));
        return reply.type("application/json").send({ user_id: id, ...data });
      },
    );
  };
}
