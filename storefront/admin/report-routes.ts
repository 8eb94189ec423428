import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import SQLite from "better-sqlite3";
import { Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import {
  KNOWN_REPORTS,
  type KnownReader,
  type KnownReport,
  ReportQuery,
  resolveReportRange,
} from "../analytics/analytics-public.ts";
import { DomainError } from "../errors.ts";
import type { Authenticator } from "../shared/authenticate.ts";
import type { AnalyticsGateway } from "./analytics-gateway.ts";
import { jsonOrCsv, sendCsv } from "./csv-reply.ts";
import { createRequireStaff } from "./require-staff.ts";

export const REPORT_PREFIX = "/api/admin/dashboard/web";

const Format = Type.Optional(
  Type.Union([Type.Literal("json"), Type.Literal("csv")], {
    description: "csv = RFC 4180 with a header row.",
  }),
);

/** What every report route's query string holds; a report's own parameters come with it. */
const CommonQuery = Type.Object({ ...ReportQuery.properties, format: Format });

const COMMON = {
  tags: ["reports"],
  security: [{ bearerAuth: [] }],
  description:
    "Staff only. Reads rollups maintained by the analytics worker (at most a second behind ingest). Days are UTC.",
};

/**
 * SQLite failing under a report (file gone, handle closed) means analytics is
 * unavailable, not a bug; PostgreSQL's store already answers 503 when unreachable.
 */
async function unavailableOnDatabaseError<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (
      error instanceof SQLite.SqliteError ||
      (error instanceof TypeError && /database connection/.test(error.message))
    )
      throw new DomainError("analytics_unavailable", "The analytics database cannot be read.");
    throw error;
  }
}

/** GET /api/admin/dashboard/web/<report>/ for every registered report, as JSON or CSV. */
export function reportRoutes(
  authenticator: Authenticator,
  gateway: AnalyticsGateway,
): FastifyPluginAsyncTypebox {
  const requireStaff = createRequireStaff(authenticator);
  const route = (report: KnownReport) => ({
    preHandler: requireStaff,
    schema: {
      ...COMMON,
      summary: report.summary,
      querystring: Type.Object({ ...CommonQuery.properties, ...report.params }),
      response: { 200: jsonOrCsv(report.schema), ...problems(400, 401, 403, 503) },
    },
  });
  return async (app) => {
    for (const report of KNOWN_REPORTS)
      app.get(`${REPORT_PREFIX}/${report.id}/`, route(report), async (request, reply) => {
        const { reports, now } = await gateway.module();
        const range = resolveReportRange(request.query, now());
        const read = reports[report.id] as KnownReader;
        const result = await unavailableOnDatabaseError(() => read(range, request.query));
        if (request.query.format !== "csv") return reply.type("application/json").send(result);
        return sendCsv(reply, `${report.id}-${range.from}-${range.to}`, report.csv(result));
      });
  };
}
