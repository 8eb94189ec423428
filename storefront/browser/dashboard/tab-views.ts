import { dashboardTabs } from "../../analytics/reports/dashboard-tabs.ts";
import { REPORT_TABS } from "../../analytics/reports/report-tabs.ts";
import type { ApiClient } from "./api-client.ts";
import { createDomUi } from "./dom-ui.ts";
import { privacyTab } from "./privacy-tab.ts";

/** What a tab draws with: the admin API and the dashboard's date filter. */
export interface TabContext {
  readonly api: ApiClient;
  readonly query: URLSearchParams;
}

/** What the page shows for a tab. */
export interface TabView {
  /** Drawn again every 30 s while shown. */
  readonly live: boolean;
  render(context: TabContext): Promise<Node[]>;
}

/**
 * Every tab, by id: one per tab of the report registry (its reports read
 * together, then drawn in order), and the Privacy tab.
 */
export const TAB_VIEWS: ReadonlyMap<string, TabView> = new Map([
  ...dashboardTabs(REPORT_TABS).map((tab): [string, TabView] => [
    tab.id,
    {
      live: tab.live,
      async render({ api, query }) {
        const reports = await Promise.all(tab.sections.map((s) => api.report<unknown>(s.report, query)));
        const ui = createDomUi(api, query);
        return tab.sections.flatMap((section, i) => section.view.render(reports[i], ui));
      },
    },
  ]),
  ["privacy", { live: false, render: privacyTab }],
]);
