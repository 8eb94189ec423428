import type { DashboardUi } from "./dashboard-ui.ts";

/** A tab of the dashboard; reports naming the same id share it. */
export interface TabName {
  readonly id: string;
  readonly title: string;
}

/**
 * A report's part of the dashboard: the tab it shows in and what it adds
 * there, from the report the admin route answers. DOM-free, like everything
 * it imports, so the browser bundles it and the server checks it.
 */
export interface ReportTab<R> {
  readonly tab: TabName;
  /** Read again every 30 s while its tab is shown. */
  readonly live?: boolean;
  render<N>(report: R, ui: DashboardUi<N>): N[];
}
