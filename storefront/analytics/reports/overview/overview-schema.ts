import { type Static, Type } from "typebox";
import { Count, Rate } from "../report-fields.ts";
import { ReportRange } from "../report-query.ts";

/** The overview's KPIs over the range. */
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
