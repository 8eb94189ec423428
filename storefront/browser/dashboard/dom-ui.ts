import type { DashboardUi } from "../../analytics/reports/dashboard-ui.ts";
import type { ApiClient } from "./api-client.ts";
import { lineChart } from "./charts.ts";
import { el, kpi, saveBlob, tableCard } from "./dom.ts";

/** The building blocks the report tabs draw with, as DOM nodes; downloads use the tab's filter. */
export function createDomUi(api: ApiClient, query: URLSearchParams): DashboardUi<Node> {
  return {
    el: (tag, attributes, ...children) => el(tag as keyof HTMLElementTagNameMap, attributes, ...children),
    kpi,
    tableCard,
    lineChart,
    csvDownload(report, fileName) {
      const button = el("button", { type: "button", "data-action": "download-csv" }, "Download CSV");
      button.addEventListener("click", async () => saveBlob(await api.csv(report, query), fileName));
      return button;
    },
  };
}
