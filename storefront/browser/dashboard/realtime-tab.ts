import type { RealtimeReport } from "../../analytics/reports/report-schemas.ts";
import { el, formatNumber, kpi, tableCard } from "./dom.ts";
import type { TabRenderer } from "./tabs.ts";

/** The realtime tab: sessions and visitors of the last 5 minutes and the latest events. */
export const realtime: TabRenderer = async ({ api, query }) => {
  const r = await api.report<RealtimeReport>("realtime", query);
  return [
    el(
      "div",
      { class: "kpis" },
      kpi("Active sessions (5 min)", formatNumber(r.active_sessions), "active_sessions"),
      kpi("Active visitors (5 min)", formatNumber(r.active_visitors), "active_visitors"),
    ),
    el(
      "p",
      { class: "muted", "data-updated": "" },
      `Updated ${new Date().toLocaleTimeString()}; refreshes every 30 s.`,
    ),
    tableCard(
      "Latest events",
      "events",
      [
        { label: "At", cell: (e: RealtimeReport["events"][number]) => e.at.slice(11, 19) },
        { label: "Kind", cell: (e) => e.kind },
        { label: "What", cell: (e) => e.summary, className: "path" },
        { label: "Page", cell: (e) => e.path ?? "" },
        { label: "Browser", cell: (e) => `${e.browser} · ${e.device}` },
      ],
      r.events,
    ),
  ];
};
