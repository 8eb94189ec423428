import { type Static, type TSchema, Type } from "typebox";

/**
 * The shape of every staff report. The admin service serves these schemas in
 * its OpenAPI document and uses them to serialize; the report functions are
 * typed by them, so the two cannot drift apart.
 */

const DATE = "^\\d{4}-\\d{2}-\\d{2}$";
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Count = Type.Integer({ minimum: 0 });
const Rate = Type.Number({ minimum: 0, maximum: 1, description: "0..1, rounded to 4 decimals." });

export const ReportQuery = Type.Object({
  from: Type.Optional(
    Type.String({ pattern: DATE, description: "First UTC day, YYYY-MM-DD. Default: 29 days before `to`." }),
  ),
  to: Type.Optional(
    Type.String({ pattern: DATE, description: "Last UTC day, YYYY-MM-DD, included. Default: today." }),
  ),
  interval: Type.Optional(
    Type.Union([Type.Literal("day"), Type.Literal("week")], {
      description: "Timeseries bucket. Weeks start on Monday (ISO); edge weeks hold only the days in range.",
    }),
  ),
});
export type ReportQuery = Static<typeof ReportQuery>;

export const ReportRange = Type.Object({
  from: Type.String(),
  to: Type.String(),
  interval: Type.Union([Type.Literal("day"), Type.Literal("week")]),
});
export type ReportRange = Static<typeof ReportRange>;

export const OverviewReport = Type.Object(
  {
    range: ReportRange,
    visitors: Type.Integer({
      description: "Unique visitor ids (HyperLogLog estimate, ~0.8% error; exact for small counts).",
    }),
    sessions: Count,
    page_views: Count,
    views_per_session: Type.Number(),
    avg_engaged_ms: Type.Integer({ description: "Visible time per session." }),
    bounce_rate: Rate,
    api: Type.Object({
      requests: Count,
      status_2xx: Count,
      status_3xx: Count,
      status_4xx: Count,
      status_5xx: Count,
      failed: Type.Integer({ minimum: 0, description: "No response (network error, status 0)." }),
    }),
    errors: Type.Object({ client_errors: Count, user_errors: Count }),
    dropped_events: Type.Object(
      { consent: Count, bot: Count, invalid: Count },
      { description: "Events not kept: no consent, bot user agent, failed validation." },
    ),
    consent: Type.Object(
      {
        asked: Type.Integer({
          minimum: 0,
          description: "Browsers shown the consent banner for the first time.",
        }),
        granted: Count,
        denied: Count,
        pending: Type.Integer({ minimum: 0, description: "Asked and not decided (yet)." }),
        granted_rate: Rate,
        denied_rate: Rate,
        pending_rate: Rate,
      },
      { description: "Consent decisions, counted per day without any identifier." },
    ),
    crawlers: Type.Array(
      Type.Object({
        crawler: Type.String({ description: 'Name from the crawler list, or "other" for other bots.' }),
        category: Type.Union([Type.Literal("ai"), Type.Literal("search"), Type.Literal("other")]),
        requests: Count,
        events: Count,
      }),
      { description: "Crawlers turned away at ingest (isbot): they never reach the other figures." },
    ),
  },
  { $id: "OverviewReport", description: "KPIs over the range." },
);
export type OverviewReport = Static<typeof OverviewReport>;

export const TimeseriesPoint = Type.Object({
  start: Type.String({
    description: "First day of the bucket (a Monday for weeks, unless clipped by `from`).",
  }),
  end: Type.String({ description: "Last day of the bucket inside the range." }),
  visitors: Count,
  sessions: Count,
  page_views: Count,
  bounce_rate: Rate,
  api_requests: Count,
  api_2xx: Count,
  api_3xx: Count,
  api_4xx: Count,
  api_5xx: Count,
  api_failed: Count,
  client_errors: Count,
  user_errors: Count,
});
export type TimeseriesPoint = Static<typeof TimeseriesPoint>;

export const TimeseriesReport = Type.Object(
  { range: ReportRange, points: Type.Array(TimeseriesPoint) },
  { $id: "TimeseriesReport", description: "One point per day or week; empty buckets are zeros." },
);
export type TimeseriesReport = Static<typeof TimeseriesReport>;

export const PageRow = Type.Object({
  path: Type.String(),
  is_admin_area: Type.Boolean(),
  views: Count,
  entries: Type.Integer({ description: "Sessions that started on this page." }),
  exits: Type.Integer({ description: "Sessions whose last page view was this page." }),
  exit_rate: Type.Number(),
  avg_engaged_ms: Nullable(Type.Integer({ description: "Visible time per page_leave." })),
});
export type PageRow = Static<typeof PageRow>;

export const PagesReport = Type.Object(
  { range: ReportRange, total_views: Count, pages: Type.Array(PageRow) },
  {
    $id: "PagesReport",
    description: "Top pages by views. `?format=csv` gives the same rows as RFC 4180 CSV.",
  },
);
export type PagesReport = Static<typeof PagesReport>;

export const SourceRow = Type.Object({
  value: Type.String(),
  sessions: Count,
  page_views: Count,
  bounce_rate: Rate,
});
export type SourceRow = Static<typeof SourceRow>;

export const SourcesReport = Type.Object(
  {
    range: ReportRange,
    channels: Type.Array(SourceRow),
    referrers: Type.Array(SourceRow),
    utm_sources: Type.Array(SourceRow),
    utm_mediums: Type.Array(SourceRow),
    utm_campaigns: Type.Array(SourceRow),
  },
  {
    $id: "SourcesReport",
    description: "Sessions by the landing page view's channel, referrer host and UTM values.",
  },
);
export type SourcesReport = Static<typeof SourcesReport>;

export const ShareRow = Type.Object({ value: Type.String(), sessions: Count, share: Rate });
export type ShareRow = Static<typeof ShareRow>;

export const TechnologyReport = Type.Object(
  {
    range: ReportRange,
    browsers: Type.Array(ShareRow),
    operating_systems: Type.Array(ShareRow),
    devices: Type.Array(ShareRow),
    screens: Type.Array(ShareRow),
  },
  { $id: "TechnologyReport", description: "Sessions by browser, OS, device type and screen-size bucket." },
);
export type TechnologyReport = Static<typeof TechnologyReport>;

export const ErrorsReport = Type.Object(
  {
    range: ReportRange,
    client_errors: Type.Array(
      Type.Object({
        hash: Type.String(),
        message: Nullable(Type.String()),
        source: Nullable(Type.String()),
        last_path: Nullable(Type.String()),
        occurrences: Count,
        last_seen: Type.String({ format: "date-time" }),
      }),
    ),
    api_errors: Type.Array(
      Type.Object({
        service: Type.String(),
        method: Type.String(),
        endpoint: Type.String(),
        requests: Count,
        status_4xx: Count,
        status_5xx: Count,
        failed: Count,
      }),
    ),
    user_errors: Type.Object({
      by_code: Type.Array(Type.Object({ error_code: Type.String(), occurrences: Count })),
      latest: Type.Array(
        Type.Object({
          at: Type.String({ format: "date-time" }),
          incident_id: Type.String(),
          error_code: Type.String(),
          user_id: Nullable(Type.String()),
          path: Nullable(Type.String()),
        }),
      ),
    }),
  },
  {
    $id: "ErrorsReport",
    description: "JS errors grouped by hash, failing API endpoints and the user_error log.",
  },
);
export type ErrorsReport = Static<typeof ErrorsReport>;

const LatencyFigures = {
  requests: Count,
  error_rate: Type.Number({ description: "(5xx + failed) / requests." }),
  client_error_rate: Type.Number({ description: "4xx / requests." }),
  avg_ms: Type.Number(),
  p50_ms: Type.Number({ description: "Interpolated inside fixed histogram buckets." }),
  p95_ms: Type.Number(),
};

export const ApiReport = Type.Object(
  {
    range: ReportRange,
    services: Type.Array(Type.Object({ service: Type.String(), ...LatencyFigures })),
    slowest_endpoints: Type.Array(
      Type.Object({
        service: Type.String(),
        method: Type.String(),
        endpoint: Type.String(),
        ...LatencyFigures,
      }),
    ),
  },
  { $id: "ApiReport", description: "Per-service API figures and the 10 endpoints with the highest p95." },
);
export type ApiReport = Static<typeof ApiReport>;

export const RealtimeReport = Type.Object(
  {
    window_seconds: Type.Integer(),
    active_sessions: Count,
    active_visitors: Count,
    events: Type.Array(
      Type.Object({
        at: Type.String({ format: "date-time" }),
        kind: Type.String(),
        path: Nullable(Type.String()),
        summary: Type.String(),
        browser: Type.String(),
        device: Type.String(),
      }),
    ),
  },
  { $id: "RealtimeReport", description: "Sessions active in the last 5 minutes and the latest events." },
);
export type RealtimeReport = Static<typeof RealtimeReport>;
