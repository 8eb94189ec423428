import { formatNumber } from "../report-format.ts";
import type { ReportTab } from "../report-tab.ts";
import type { RealtimeReport } from "./realtime-schema.ts";

/** The realtime tab: sessions and visitors of the last 5 minutes and the latest events. */
export const realtimeTab: ReportTab<RealtimeReport> = {
  tab: { id: "realtime", title: "Realtime" },
  live: true,
  render: (r, ui) => [
    ui.el(
      "div",
      { class: "kpis" },
      ui.kpi("Active sessions (5 min)", formatNumber(r.active_sessions), "active_sessions"),
      ui.kpi("Active visitors (5 min)", formatNumber(r.active_visitors), "active_visitors"),
    ),
    ui.el(
      "p",
      { class: "muted", "data-updated": "" },
      `Updated ${new Date().toLocaleTimeString()}; refreshes every 30 s.`,
    ),
    ui.tableCard(
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
  ],
};
