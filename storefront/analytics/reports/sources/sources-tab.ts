import { dimensionGrid } from "../dimension-grid.ts";
import { formatNumber, formatRate } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { SourceRow, SourcesReport } from "./sources-schema.ts";

const TABLES = [
  ["Channels", "channels"],
  ["Referrers", "referrers"],
  ["UTM source", "utm_sources"],
  ["UTM medium", "utm_mediums"],
  ["UTM campaign", "utm_campaigns"],
] as const;

/** The sources tab: one table per channel, referrer and UTM list. */
export const sourcesTab: ReportTab<SourcesReport> = {
  tab: { id: "sources", title: "Sources" },
  render: (r, ui) => [
    dimensionGrid(ui, r, TABLES, [
      { label: "Value", cell: (row: SourceRow) => row.value },
      { label: "Sessions", cell: (row) => formatNumber(row.sessions), numeric: true },
      { label: "Page views", cell: (row) => formatNumber(row.page_views), numeric: true },
      { label: "Bounce rate", cell: (row) => formatRate(row.bounce_rate), numeric: true },
    ]),
  ],
};
