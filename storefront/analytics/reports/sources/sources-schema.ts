import { type Static, Type } from "typebox";
import { Count, listsOf, Rate } from "../report-fields.ts";
import { ReportRange } from "../report-query.ts";

/** Sessions that landed with one channel, referrer or UTM value. */
export const SourceRow = Type.Object({
  value: Type.String(),
  sessions: Count,
  page_views: Count,
  bounce_rate: Rate,
});
export type SourceRow = Static<typeof SourceRow>;

/** Sessions by where they came from. */
export const SourcesReport = Type.Object(
  {
    range: ReportRange,
    ...listsOf(SourceRow, ["channels", "referrers", "utm_sources", "utm_mediums", "utm_campaigns"]),
  },
  {
    $id: "SourcesReport",
    description: "Sessions by the landing page view's channel, referrer host and UTM values.",
  },
);
export type SourcesReport = Static<typeof SourcesReport>;
