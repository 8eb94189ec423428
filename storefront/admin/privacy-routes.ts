import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { problems } from "../../http/schemas.ts";
import { userExportCsv, visitorExportCsv } from "../analytics/privacy/privacy-csv.ts";
import { hashSubject } from "../analytics/privacy/subject-hash.ts";
import { DomainError } from "../errors.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { AnalyticsGateway } from "./analytics-gateway.ts";
import { jsonOrCsv, sendCsv } from "./csv-reply.ts";
import {
  ErasureLog,
  ErasureResult,
  ExportFormat,
  UserExport,
  UserParams,
  VisitorExport,
  VisitorParams,
} from "./privacy-schemas.ts";
import { createRequireStaff } from "./require-staff.ts";

export const PRIVACY_PREFIX = "/api/admin/privacy";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const USER_ID = /^[\x21-\x7e]{1,64}$/;

function visitorId(raw: string): string {
  const id = raw.toLowerCase();
  if (!UUID.test(id)) throw new DomainError("invalid_privacy_subject", "visitor_id must be a UUID.");
  return id;
}

function userId(raw: string): string {
  if (!USER_ID.test(raw))
    throw new DomainError("invalid_privacy_subject", "user_id must be 1 to 64 printable ASCII characters.");
  return raw;
}

export interface PrivacyRoutesDeps {
  readonly authenticator: Authenticator;
  readonly gateway: AnalyticsGateway;
  /** The erasure log's HMAC key (derived from JWT_SECRET). */
  readonly privacyKey: string;
}

/**
 * GET and DELETE /api/admin/privacy/visitors/{visitor_id}/ and
 * …/users/{user_id}/: what the analytics hold about one visitor or one
 * signed-in user, and its erasure; GET …/erasures/: the erasure log.
 */
export function privacyRoutes({
  authenticator,
  gateway,
  privacyKey,
}: PrivacyRoutesDeps): FastifyPluginAsyncTypebox {
  const requireStaff = createRequireStaff(authenticator);
  const common = { tags: ["privacy"], security: [{ bearerAuth: [] }] };
  const errors = problems(400, 401, 403, 503);
  return async (app) => {
    app.get(
      `${PRIVACY_PREFIX}/visitors/:visitor_id/`,
      {
        preHandler: requireStaff,
        config: { logRoutePattern: true },
        schema: {
          ...common,
          summary: "Every stored event, visit and session of one visitor (JSON or CSV)",
          params: VisitorParams,
          querystring: ExportFormat,
          response: { 200: jsonOrCsv(VisitorExport), ...errors },
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
          ...common,
          summary: "Every user_error log entry of one signed-in user (JSON or CSV)",
          params: UserParams,
          querystring: ExportFormat,
          response: { 200: jsonOrCsv(UserExport), ...errors },
        },
      },
      async (request, reply) => {
        const id = userId(request.params.user_id);
        const data = await (await gateway.module()).privacy.exportUser(id);
        if (request.query.format === "csv") return sendCsv(reply, "user-errors", userExportCsv(data));
        return reply.type("application/json").send({ user_id: id, ...data });
      },
    );

    const erasure = {
      ...common,
      description:
        "Erases the subject's data and corrects the rollups it fed; erasing again answers zeros. Logged with who, when and the counts; the id only as a keyed hash.",
      response: { 200: ErasureResult, ...errors },
    };
    const erase = async (
      request: Parameters<typeof requireStaff>[0],
      subject: "visitor" | "user",
      id: string,
    ) => {
      const staff = authenticator.staff(request);
      const { privacy, now } = await gateway.module();
      const audit = {
        staffAccountId: staff.accountId,
        subjectHash: hashSubject(privacyKey, subject, id),
        at: now(),
      };
      const erased =
        subject === "visitor" ? await privacy.eraseVisitor(id, audit) : await privacy.eraseUser(id, audit);
      request.log.info(
        { erasure: { subject, subject_hash: audit.subjectHash, staff: staff.accountId, ...erased } },
        "privacy erasure",
      );
      return { subject, subject_hash: audit.subjectHash, erased };
    };
    app.delete(
      `${PRIVACY_PREFIX}/visitors/:visitor_id/`,
      {
        preHandler: requireStaff,
        config: { logRoutePattern: true },
        schema: { ...erasure, summary: "Erase one visitor", params: VisitorParams },
      },
      async (request) => erase(request, "visitor", visitorId(request.params.visitor_id)),
    );
    app.delete(
      `${PRIVACY_PREFIX}/users/:user_id/`,
      {
        preHandler: requireStaff,
        config: { logRoutePattern: true },
        schema: { ...erasure, summary: "Erase one user's user_error log", params: UserParams },
      },
      async (request) => erase(request, "user", userId(request.params.user_id)),
    );

    app.get(
      `${PRIVACY_PREFIX}/erasures/`,
      {
        preHandler: requireStaff,
        config: { logRoutePattern: true },
        schema: { ...common, summary: "The newest 100 erasures", response: { 200: ErasureLog, ...errors } },
      },
      async () => {
        const rows = await (await gateway.module()).privacy.erasures(100);
        return { erasures: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
      },
    );
  };
}
