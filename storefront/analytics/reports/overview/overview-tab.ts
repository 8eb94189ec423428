import { formatMs, formatNumber, formatRate } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { OverviewReport } from "./overview-schema.ts";

/** The KPI tiles heading the traffic tab. */
export const overviewTab: ReportTab<OverviewReport> = {
  tab: { id: "traffic", title: "Traffic" },
  render: (overview, ui) => [
    ui.el(
      "div",
      { class: "kpis" },
      ui.kpi("Visitors", formatNumber(overview.visitors), "visitors"),
      ui.kpi("Sessions", formatNumber(overview.sessions), "sessions"),
      ui.kpi("Page views", formatNumber(overview.page_views), "page_views"),
      ui.kpi("Views per session", overview.views_per_session.toFixed(2), "views_per_session"),
      ui.kpi("Avg. engaged time", formatMs(overview.avg_engaged_ms), "avg_engaged_ms"),
      ui.kpi("Bounce rate", formatRate(overview.bounce_rate), "bounce_rate"),
      ui.kpi("API 2xx", formatNumber(overview.api.status_2xx), "api_2xx"),
      ui.kpi("API 4xx", formatNumber(overview.api.status_4xx), "api_4xx"),
      ui.kpi("API 5xx", formatNumber(overview.api.status_5xx), "api_5xx"),
      ui.kpi("JS errors", formatNumber(overview.errors.client_errors), "client_errors"),
      ui.kpi("User errors", formatNumber(overview.errors.user_errors), "user_errors"),
    ),
  ],
};
