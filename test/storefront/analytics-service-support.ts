import { CHROME_LINUX } from "./analytics/analytics-support.ts";

/** JSON request headers from a desktop browser. */
export const headers = { "content-type": "application/json", "user-agent": CHROME_LINUX };
/** A page_view event for `path`. */
export const pageView = (path = "/") => ({ kind: "page_view", path });
