import type { Migration } from "kysely";
import * as analytics from "./0001-analytics.ts";
import * as batchIds from "./0002-batch-ids-never-reused.ts";
import * as privacy from "./0003-privacy-consent-crawlers.ts";

/** The analytics database's own migrations, in order; separate from the game database's list. */
export const ANALYTICS_MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-analytics": analytics,
  "0002-batch-ids-never-reused": batchIds,
  "0003-privacy-consent-crawlers": privacy,
};
