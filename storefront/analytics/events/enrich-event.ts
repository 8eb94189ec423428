import { assignChannel } from "./channel-rules.ts";
import type { AnalyticsEvent, PageViewEvent } from "./event-schemas.ts";
import { normalizeApiPath } from "./normalize-api-path.ts";
import { isAdminArea, parsePageLocation, referrerHost } from "./page-location.ts";
import { scrubErrorText } from "./scrub-error-text.ts";
import type { StoredEvent, StoredPageView } from "./stored-event.ts";

function stripQuery(path: string): string {
  const cut = path.search(/[?#]/);
  return cut < 0 ? path : path.slice(0, cut);
}

function pathOf(path: string | undefined): string | undefined {
  return path === undefined ? undefined : stripQuery(path);
}

/** A page view keeps its path, query keys (never values), UTM tags and its channel; a referrer from the site itself is internal. */
function enrichPageView(event: PageViewEvent, ts: number, siteHost: string | null): StoredPageView {
  const location = parsePageLocation(event.path);
  let host = referrerHost(event.referrer);
  if (host !== null && host === siteHost) host = null;
  return {
    kind: "page_view",
    ts,
    path: location.path,
    is_admin_area: isAdminArea(location.path),
    ...(location.queryKeys.length ? { query_keys: location.queryKeys } : {}),
    ...(host ? { referrer_host: host } : {}),
    ...(Object.keys(location.utm).length ? { utm: location.utm } : {}),
    channel: assignChannel({
      referrerHost: host,
      utmSource: location.utm.source,
      utmMedium: location.utm.medium,
      utmCampaign: location.utm.campaign,
      queryKeys: location.queryKeys,
    }),
  };
}

/** A valid event as the event log keeps it, at its corrected time `ts`; `siteHost` is the site's own host. */
export function enrichEvent(event: AnalyticsEvent, ts: number, siteHost: string | null): StoredEvent {
  switch (event.kind) {
    case "page_view":
      return enrichPageView(event, ts, siteHost);
    case "page_leave": {
      const path = stripQuery(event.path);
      return {
        kind: "page_leave",
        ts,
        path,
        is_admin_area: isAdminArea(path),
        duration_ms: event.duration_ms,
      };
    }
    case "api_request": {
      const path = pathOf(event.path);
      const { endpoint, service } = normalizeApiPath(event.endpoint, event.service);
      return {
        kind: "api_request",
        ts,
        ...(path ? { path } : {}),
        is_admin_area: isAdminArea(path),
        service,
        method: event.method,
        endpoint,
        status: event.status,
        latency_ms: Math.round(event.latency_ms * 10) / 10,
      };
    }
    case "client_error": {
      const path = pathOf(event.path);
      return {
        kind: "client_error",
        ts,
        ...(path ? { path } : {}),
        is_admin_area: isAdminArea(path),
        hash: event.hash.toLowerCase(),
        ...(event.message ? { message: scrubErrorText(event.message, 300) } : {}),
        ...(event.source ? { source: scrubErrorText(event.source, 300) } : {}),
      };
    }
    case "user_error": {
      const path = pathOf(event.path);
      return {
        kind: "user_error",
        ts,
        ...(path ? { path } : {}),
        is_admin_area: isAdminArea(path),
        incident_id: event.incident_id,
        error_code: event.error_code,
        user_id: event.user_id ?? null,
      };
    }
  }
}
