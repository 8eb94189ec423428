import type {
  ApiReport,
  ErrorsReport,
  OverviewReport,
  PagesReport,
  SourceRow,
  SourcesReport,
  TechnologyReport,
  TimeseriesReport,
} from "../../analytics/reports/report-schemas.ts";
import type { ApiClient } from "./api-client.ts";
import { lineChart } from "./charts.ts";
import { el, formatMs, formatNumber, formatRate, kpi, shareBar, tableCard } from "./dom.ts";
import { privacyTab } from "./privacy-tab.ts";
import { realtime } from "./realtime-tab.ts";

export interface TabContext {
  readonly api: ApiClient;
  readonly query: URLSearchParams;
}

export type TabRenderer = (context: TabContext) => Promise<Node[]>;

const sourceTable = (title: string, name: string, rows: readonly SourceRow[]) =>
  tableCard(
    title,
    name,
    [
      { label: "Value", cell: (r: SourceRow) => r.value },
      { label: "Sessions", cell: (r) => formatNumber(r.sessions), numeric: true },
      { label: "Page views", cell: (r) => formatNumber(r.page_views), numeric: true },
      { label: "Bounce rate", cell: (r) => formatRate(r.bounce_rate), numeric: true },
    ],
    rows,
  );

const shareTable = (title: string, name: string, rows: TechnologyReport["browsers"]) =>
  tableCard(
    title,
    name,
    [
      { label: "Value", cell: (r: TechnologyReport["browsers"][number]) => r.value },
      { label: "Sessions", cell: (r) => formatNumber(r.sessions), numeric: true },
      { label: "Share", cell: (r) => el("span", {}, formatRate(r.share), shareBar(r.share)), numeric: true },
    ],
    rows,
  );

const traffic: TabRenderer = async ({ api, query }) => {
  const [overview, series] = await Promise.all([
    api.report<OverviewReport>("overview", query),
    api.report<TimeseriesReport>("timeseries", query),
  ]);
  const days = series.points.map((p) => p.start);
  const pick = (key: keyof TimeseriesReport["points"][number]) => series.points.map((p) => Number(p[key]));
  return [
    el(
      "div",
      { class: "kpis" },
      kpi("Visitors", formatNumber(overview.visitors), "visitors"),
      kpi("Sessions", formatNumber(overview.sessions), "sessions"),
      kpi("Page views", formatNumber(overview.page_views), "page_views"),
      kpi("Views per session", overview.views_per_session.toFixed(2), "views_per_session"),
      kpi("Avg. engaged time", formatMs(overview.avg_engaged_ms), "avg_engaged_ms"),
      kpi("Bounce rate", formatRate(overview.bounce_rate), "bounce_rate"),
      kpi("API 2xx", formatNumber(overview.api.status_2xx), "api_2xx"),
      kpi("API 4xx", formatNumber(overview.api.status_4xx), "api_4xx"),
      kpi("API 5xx", formatNumber(overview.api.status_5xx), "api_5xx"),
      kpi("JS errors", formatNumber(overview.errors.client_errors), "client_errors"),
      kpi("User errors", formatNumber(overview.errors.user_errors), "user_errors"),
    ),
    lineChart("Visits", days, [
      { label: "Visitors", values: pick("visitors"), color: "#2563eb" },
      { label: "Sessions", values: pick("sessions"), color: "#16a34a" },
      { label: "Page views", values: pick("page_views"), color: "#9333ea" },
    ]),
    lineChart("API responses and errors", days, [
      { label: "2xx", values: pick("api_2xx"), color: "#16a34a" },
      { label: "4xx", values: pick("api_4xx"), color: "#d97706" },
      { label: "5xx", values: pick("api_5xx"), color: "#b91c1c" },
      { label: "JS errors", values: pick("client_errors"), color: "#6b7280" },
    ]),
    tableCard(
      `By ${series.range.interval === "week" ? "week" : "day"}`,
      "timeseries",
      [
        { label: "From", cell: (p: TimeseriesReport["points"][number]) => p.start },
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
};

const pages: TabRenderer = async ({ api, query }) => {
  const report = await api.report<PagesReport>("pages", query);
  const download = el("button", { type: "button", "data-action": "download-csv" }, "Download CSV");
  download.addEventListener("click", async () => {
    const blob = await api.csv("pages", query);
    const link = el("a", {
      href: URL.createObjectURL(blob),
      download: `pages-${report.range.from}-${report.range.to}.csv`,
    });
    link.click();
    URL.revokeObjectURL(link.href);
  });
  return [
    el(
      "div",
      { class: "toolbar" },
      el("span", { class: "muted" }, `${formatNumber(report.total_views)} page views`),
      download,
    ),
    tableCard(
      "Top pages",
      "pages",
      [
        { label: "Path", cell: (p: PagesReport["pages"][number]) => p.path, className: "path" },
        { label: "Views", cell: (p) => formatNumber(p.views), numeric: true },
        { label: "Entries", cell: (p) => formatNumber(p.entries), numeric: true },
        { label: "Exits", cell: (p) => formatNumber(p.exits), numeric: true },
        { label: "Exit rate", cell: (p) => formatRate(p.exit_rate), numeric: true },
        { label: "Avg. time", cell: (p) => formatMs(p.avg_engaged_ms), numeric: true },
        { label: "Admin area", cell: (p) => (p.is_admin_area ? "yes" : "") },
      ],
      report.pages,
    ),
  ];
};

const sources: TabRenderer = async ({ api, query }) => {
  const r = await api.report<SourcesReport>("sources", query);
  return [
    el(
      "div",
      { class: "grid" },
      sourceTable("Channels", "channels", r.channels),
      sourceTable("Referrers", "referrers", r.referrers),
      sourceTable("UTM source", "utm_sources", r.utm_sources),
      sourceTable("UTM medium", "utm_mediums", r.utm_mediums),
      sourceTable("UTM campaign", "utm_campaigns", r.utm_campaigns),
    ),
  ];
};

const technology: TabRenderer = async ({ api, query }) => {
  const r = await api.report<TechnologyReport>("technology", query);
  return [
    el(
      "div",
      { class: "grid" },
      shareTable("Browsers", "browsers", r.browsers),
      shareTable("Operating systems", "operating_systems", r.operating_systems),
      shareTable("Devices", "devices", r.devices),
      shareTable("Screens", "screens", r.screens),
    ),
  ];
};

const errors: TabRenderer = async ({ api, query }) => {
  const r = await api.report<ErrorsReport>("errors", query);
  return [
    tableCard(
      "JS errors (by hash)",
      "client_errors",
      [
        { label: "Hash", cell: (e: ErrorsReport["client_errors"][number]) => e.hash },
        { label: "Message", cell: (e) => e.message ?? "" },
        { label: "Source", cell: (e) => e.source ?? "", className: "path" },
        { label: "Last page", cell: (e) => e.last_path ?? "" },
        { label: "Count", cell: (e) => formatNumber(e.occurrences), numeric: true },
        { label: "Last seen", cell: (e) => e.last_seen.replace("T", " ").slice(0, 19) },
      ],
      r.client_errors,
    ),
    tableCard(
      "API errors",
      "api_errors",
      [
        { label: "Service", cell: (e: ErrorsReport["api_errors"][number]) => e.service },
        { label: "Endpoint", cell: (e) => `${e.method} ${e.endpoint}`, className: "path" },
        { label: "Requests", cell: (e) => formatNumber(e.requests), numeric: true },
        { label: "4xx", cell: (e) => formatNumber(e.status_4xx), numeric: true },
        { label: "5xx", cell: (e) => formatNumber(e.status_5xx), numeric: true },
        { label: "Failed", cell: (e) => formatNumber(e.failed), numeric: true },
      ],
      r.api_errors,
    ),
    el(
      "div",
      { class: "grid" },
      tableCard(
        "User errors by code",
        "user_error_codes",
        [
          { label: "Code", cell: (e: ErrorsReport["user_errors"]["by_code"][number]) => e.error_code },
          { label: "Count", cell: (e) => formatNumber(e.occurrences), numeric: true },
        ],
        r.user_errors.by_code,
      ),
      tableCard(
        "User error log",
        "user_errors",
        [
          {
            label: "At",
            cell: (e: ErrorsReport["user_errors"]["latest"][number]) => e.at.replace("T", " ").slice(0, 19),
          },
          { label: "Code", cell: (e) => e.error_code },
          { label: "User", cell: (e) => e.user_id ?? "–" },
          { label: "Incident", cell: (e) => e.incident_id },
          { label: "Page", cell: (e) => e.path ?? "" },
        ],
        r.user_errors.latest,
      ),
    ),
  ];
};

const apiTab: TabRenderer = async ({ api, query }) => {
  const r = await api.report<ApiReport>("api", query);
  const figures = [
    {
      label: "Requests",
      cell: (s: ApiReport["services"][number]) => formatNumber(s.requests),
      numeric: true,
    },
    {
      label: "Error rate",
      cell: (s: ApiReport["services"][number]) => formatRate(s.error_rate),
      numeric: true,
    },
    {
      label: "4xx rate",
      cell: (s: ApiReport["services"][number]) => formatRate(s.client_error_rate),
      numeric: true,
    },
    { label: "p50", cell: (s: ApiReport["services"][number]) => formatMs(s.p50_ms), numeric: true },
    { label: "p95", cell: (s: ApiReport["services"][number]) => formatMs(s.p95_ms), numeric: true },
  ];
  return [
    tableCard(
      "Services",
      "services",
      [{ label: "Service", cell: (s: ApiReport["services"][number]) => s.service }, ...figures],
      r.services,
    ),
    tableCard(
      "Slowest endpoints (p95)",
      "slowest_endpoints",
      [
        { label: "Service", cell: (s: ApiReport["slowest_endpoints"][number]) => s.service },
        { label: "Endpoint", cell: (s) => `${s.method} ${s.endpoint}`, className: "path" },
        ...figures,
      ],
      r.slowest_endpoints,
    ),
  ];
};

/** One renderer per tab of the admin UI table. */
export const TABS: Readonly<Record<string, TabRenderer>> = {
  traffic,
  pages,
  sources,
  technology,
  errors,
  api: apiTab,
  realtime,
  privacy: privacyTab,
};
