import { type Static, Type } from "typebox";

const DATE = "^\\d{4}-\\d{2}-\\d{2}$";

/** The date filter every report route takes. */
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

/** The resolved filter a report was read for; most reports echo it as `range`. */
export const ReportRange = Type.Object({
  from: Type.String(),
  to: Type.String(),
  interval: Type.Union([Type.Literal("day"), Type.Literal("week")]),
});
export type ReportRange = Static<typeof ReportRange>;
