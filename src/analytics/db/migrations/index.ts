import type { Migration } from "kysely";
import * as analytics from "./0001-analytics.ts";

/** The analytics database's own migrations, in order; separate from the game database's list. */
export const ANALYTICS_MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-analytics": analytics,
};
