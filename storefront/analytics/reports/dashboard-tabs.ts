import type { ReportTab } from "./report-tab.ts";

/** One report of a dashboard tab: the admin route to read and what it draws. */
export interface TabSection {
  readonly report: string;
  readonly view: ReportTab<unknown>;
}

/** A tab of the dashboard: its reports, read together and drawn in order. */
export interface DashboardTab {
  readonly id: string;
  readonly title: string;
  /** Read again every 30 s while shown. */
  readonly live: boolean;
  readonly sections: readonly TabSection[];
}

/**
 * The dashboard's report tabs, in the order of `tabs` (report id → its tab):
 * reports naming the same tab share it, and the first one names its title.
 */
export function dashboardTabs(tabs: Readonly<Record<string, ReportTab<unknown>>>): DashboardTab[] {
  const byId = new Map<string, DashboardTab>();
  for (const [report, view] of Object.entries(tabs)) {
    const tab = byId.get(view.tab.id) ?? { ...view.tab, live: false, sections: [] };
    byId.set(view.tab.id, {
      ...tab,
      live: tab.live || view.live === true,
      sections: [...tab.sections, { report, view }],
    });
  }
  return [...byId.values()];
}
