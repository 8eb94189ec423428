import { apiTab } from "./api/api-tab.ts";
import { errorsTab } from "./errors/errors-tab.ts";
import { overviewTab } from "./overview/overview-tab.ts";
import { pagesTab } from "./pages/pages-tab.ts";
import { realtimeTab } from "./realtime/realtime-tab.ts";
import { sourcesTab } from "./sources/sources-tab.ts";
import { technologyTab } from "./technology/technology-tab.ts";
import { timeseriesTab } from "./timeseries/timeseries-tab.ts";

/**
 * The dashboard's registry: every report's tab, by report id, in the order
 * the dashboard shows them. It stays apart from `report-registry.ts` because
 * the browser bundles it (tabs are DOM-free and Node-free); that registry
 * checks it, so a report without a tab, or a tab for another report's shape,
 * does not compile.
 */
export const REPORT_TABS = {
  overview: overviewTab,
  timeseries: timeseriesTab,
  pages: pagesTab,
  sources: sourcesTab,
  technology: technologyTab,
  errors: errorsTab,
  api: apiTab,
  realtime: realtimeTab,
};
