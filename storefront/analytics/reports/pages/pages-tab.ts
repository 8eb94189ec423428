import { formatMs, formatNumber, formatRate } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { PageRow, PagesReport } from "./pages-schema.ts";

/** The pages tab: total views, a CSV download and the top pages. */
export const pagesTab: ReportTab<PagesReport> = {
  tab: { id: "pages", title: "Pages" },
  render: (report, ui) => [
    ui.el(
      "div",
      { class: "toolbar" },
      ui.el("span", { class: "muted" }, `${formatNumber(report.total_views)} page views`),
      ui.csvDownload("pages", `pages-${report.range.from}-${report.range.to}.csv`),
    ),
    ui.tableCard(
      "Top pages",
      "pages",
      [
        { label: "Path", cell: (p: PageRow) => p.path, className: "path" },
        { label: "Views", cell: (p) => formatNumber(p.views), numeric: true },
        { label: "Entries", cell: (p) => formatNumber(p.entries), numeric: true },
        { label: "Exits", cell: (p) => formatNumber(p.exits), numeric: true },
        { label: "Exit rate", cell: (p) => formatRate(p.exit_rate), numeric: true },
        { label: "Avg. time", cell: (p) => formatMs(p.avg_engaged_ms), numeric: true },
        { label: "Admin area", cell: (p) => (p.is_admin_area ? "yes" : "") },
      ],
      report.pages,
    ),
  ],
};
