import { formatMs, formatNumber, formatRate } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { ApiReport } from "./api-schema.ts";

type Figures = ApiReport["services"][number];
type Endpoint = ApiReport["slowest_endpoints"][number];

const FIGURES = [
  { label: "Requests", cell: (s: Figures) => formatNumber(s.requests), numeric: true },
  { label: "Error rate", cell: (s: Figures) => formatRate(s.error_rate), numeric: true },
  { label: "4xx rate", cell: (s: Figures) => formatRate(s.client_error_rate), numeric: true },
  { label: "p50", cell: (s: Figures) => formatMs(s.p50_ms), numeric: true },
  { label: "p95", cell: (s: Figures) => formatMs(s.p95_ms), numeric: true },
];

/** The api tab: each service's figures, and the endpoints with the worst p95. */
export const apiTab: ReportTab<ApiReport> = {
  tab: { id: "api", title: "API" },
  render: (r, ui) => [
    ui.tableCard(
      "Services",
      "services",
      [{ label: "Service", cell: (s: Figures) => s.service }, ...FIGURES],
      r.services,
    ),
    ui.tableCard(
      "Slowest endpoints (p95)",
      "slowest_endpoints",
      [
        { label: "Service", cell: (s: Endpoint) => s.service },
        { label: "Endpoint", cell: (s) => `${s.method} ${s.endpoint}`, className: "path" },
        ...FIGURES,
      ],
      r.slowest_endpoints,
    ),
  ],
};
