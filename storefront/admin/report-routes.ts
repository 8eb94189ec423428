import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import SQLite from "better-sqlite3";
import { type TSchema, Type } from "typebox";
import { problems } from "../../http/schemas.ts";
import { pagesReportCsv } from "../analytics/reports/pages-report.ts";
import { reportCsv } from "../analytics/reports/report-csv.ts";
import { resolveReportRange } from "../analytics/reports/report-range.ts";
import {
  ApiReport,
  ErrorsReport,
  OverviewReport,
  PagesReport,
  RealtimeReport,
  ReportQuery,
  type ReportRange,
  SourcesReport,
  TechnologyReport,
  TimeseriesReport,
} from "../analytics/reports/report-schemas.ts";
import type { ReportService } from "../analytics/reports/report-service.ts";
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

const CsvableQuery = Type.Object({ ...ReportQuery.properties, format: Format });

const PagesQuery = Type.Object({
  ...ReportQuery.properties,
  format: Format,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 100 })),
});

const REPORTS: ReadonlyArray<{
  readonly name: Exclude<keyof ReportService, "pages">;
  readonly schema: TSchema;
  readonly summary: string;
}> = [
  {
    name: "overview",
    schema: OverviewReport,
    summary: "KPIs: visitors, sessions, views, engagement, bounce, API and errors",
  },
  { name: "timeseries", schema: TimeseriesReport, summary: "The traffic KPIs per day or week" },
  { name: "sources", schema: SourcesReport, summary: "Channels, referrers and UTM values" },
  {
    name: "technology",
    schema: TechnologyReport,
    summary: "Browsers, operating systems, devices and screens",
  },
  { name: "errors", schema: ErrorsReport, summary: "JS errors by hash, API errors and the user_error log" },
  { name: "api", schema: ApiReport, summary: "Per-service API figures and the slowest endpoints" },
  { name: "realtime", schema: RealtimeReport, summary: "Active sessions (5 minutes) and the latest events" },
];

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

/** GET /api/admin/dashboard/web/<report>/ for the eight staff reports. */
export function reportRoutes(
  authenticator: Authenticator,
  gateway: AnalyticsGateway,
): FastifyPluginAsyncTypebox {
  const requireStaff = createRequireStaff(authenticator);
  const common = {
    tags: ["reports"],
    security: [{ bearerAuth: [] }],
    description:
      "Staff only. Reads rollups maintained by the analytics worker (at most a second behind ingest). Days are UTC.",
  };
  return async (app) => {
    for (const report of REPORTS) {
      app.get(
        `${REPORT_PREFIX}/${report.name}/`,
        {
          preHandler: requireStaff,
          schema: {
            ...common,
            summary: report.summary,
            querystring: CsvableQuery,
            response: { 200: jsonOrCsv(report.schema), ...problems(400, 401, 403, 503) },
          },
        },
        async (request, reply) => {
          const { reports, now } = await gateway.module();
          const range: ReportRange = resolveReportRange(request.query, now());
          const result = await unavailableOnDatabaseError<object>(() =>
            report.name === "realtime" ? reports.realtime() : reports[report.name](range),
          );
          if (request.query.format !== "csv") return reply.type("application/json").send(result);
          return sendCsv(reply, `${report.name}-${range.from}-${range.to}`, reportCsv(result));
        },
      );
    }

    app.get(
      `${REPORT_PREFIX}/pages/`,
      {
        preHandler: requireStaff,
        schema: {
          ...common,
          summary: "Top pages with entries and exits (JSON or CSV)",
          querystring: PagesQuery,
          response: { 200: jsonOrCsv(PagesReport), ...problems(400, 401, 403, 503) },
        },
      },
      async (request, reply) => {
        const { reports, now } = await gateway.module();
        const range = resolveReportRange(request.query, now());
        const report = await unavailableOnDatabaseError(() =>
          reports.pages(range, request.query.limit ?? 100),
        );
        if (request.query.format !== "csv") return reply.type("application/json").send(report);
        return sendCsv(reply, `pages-${range.from}-${range.to}`, pagesReportCsv(report));
      },
    );
  };
}
