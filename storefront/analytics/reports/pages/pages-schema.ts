import { type Static, Type } from "typebox";
import { Count, Nullable } from "../report-fields.ts";
import { ReportRange } from "../report-query.ts";

/** One page's views, entries and exits. */
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

/** The top pages by views. */
export const PagesReport = Type.Object(
  { range: ReportRange, total_views: Count, pages: Type.Array(PageRow) },
  {
    $id: "PagesReport",
    description: "Top pages by views. `?format=csv` gives the same rows as RFC 4180 CSV.",
  },
);
export type PagesReport = Static<typeof PagesReport>;
