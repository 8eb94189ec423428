import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { hashSubject } from "../analytics/analytics-public.ts";
import { PRIVACY_ERRORS, PRIVACY_PREFIX, PRIVACY_SCHEMA, type PrivacyRoutesDeps } from "./privacy-routes.ts";
import { ErasureLog, ErasureResult, UserParams, VisitorParams } from "./privacy-schemas.ts";
import { userId, visitorId } from "./privacy-subjects.ts";
import { createRequireStaff } from "./require-staff.ts";

/**
 * DELETE /api/admin/privacy/visitors/{visitor_id}/ and …/users/{user_id}/:
 * erasing one subject's analytics data; GET …/erasures/: the erasure log.
 */
export function erasureRoutes({
  authenticator,
  gateway,
  privacyKey,
}: PrivacyRoutesDeps): FastifyPluginAsyncTypebox {
  const requireStaff = createRequireStaff(authenticator);
  return async (app) => {
    const erasure = {
      ...PRIVACY_SCHEMA,
      description:
        "Erases the subject's data and corrects the rollups it fed; erasing again answers zeros. Logged with who, when and the counts; the id only as a keyed hash.",
      response: { 200: ErasureResult, ...PRIVACY_ERRORS },
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
        schema: {
          ...PRIVACY_SCHEMA,
          summary: "The newest 100 erasures",
          response: { 200: ErasureLog, ...PRIVACY_ERRORS },
        },
      },
      async () => {
        const rows = await (await gateway.module()).privacy.erasures(100);
        return { erasures: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })) };
      },
    );
  };
}
