import { formatNumber, formatRate } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { TimeseriesPoint, TimeseriesReport } from "./timeseries-schema.ts";

/** The traffic tab's charts of visits and of API answers, and its table per day or week. */
export const timeseriesTab: ReportTab<TimeseriesReport> = {
  tab: { id: "traffic", title: "Traffic" },
  render: (series, ui) => {
    const days = series.points.map((p) => p.start);
    const pick = (key: keyof TimeseriesPoint) => series.points.map((p) => Number(p[key]));
    return [
      ui.lineChart("Visits", days, [
        { label: "Visitors", values: pick("visitors"), color: "#2563eb" },
        { label: "Sessions", values: pick("sessions"), color: "#16a34a" },
        { label: "Page views", values: pick("page_views"), color: "#9333ea" },
      ]),
      ui.lineChart("API responses and errors", days, [
        { label: "2xx", values: pick("api_2xx"), color: "#16a34a" },
        { label: "4xx", values: pick("api_4xx"), color: "#d97706" },
        { label: "5xx", values: pick("api_5xx"), color: "#b91c1c" },
        { label: "JS errors", values: pick("client_errors"), color: "#6b7280" },
      ]),
      ui.tableCard(
        `By ${series.range.interval === "week" ? "week" : "day"}`,
        "timeseries",
        [
          { label: "From", cell: (p: TimeseriesPoint) => p.start },
          { label: "To", cell: (p) => p.end },
          { label: "Visitors", cell: (p) => formatNumber(p.visitors), numeric: true },
          { label: "Sessions", cell: (p) => formatNumber(p.sessions), numeric: true },
          { label: "Page views", cell: (p) => formatNumber(p.page_views), numeric: true },
          { label: "Bounce", cell: (p) => formatRate(p.bounce_rate), numeric: true },
          {
            label: "API 2xx/4xx/5xx",
            cell: (p) => `${p.api_2xx} / ${p.api_4xx} / ${p.api_5xx}`,
            numeric: true,
          },
          { label: "Errors", cell: (p) => formatNumber(p.client_errors + p.user_errors), numeric: true },
        ],
        series.points,
      ),
    ];
  },
};
