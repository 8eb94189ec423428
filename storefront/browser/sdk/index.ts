import { USER_ERROR_CODE_PREFIX } from "../../analytics/events/user-error-code.ts";
import { type BannerOptions, renderConsentBanner } from "./consent-banner.ts";
import { trackErrors } from "./error-tracker.ts";
import { createFetchWrapper } from "./http-client.ts";
import { type ConsentState, createIdentity } from "./identity.ts";
import { createPageTracker, currentPath } from "./page-tracker.ts";
import { createTransport } from "./transport.ts";

export interface AnalyticsOptions {
  /** The batch endpoint, e.g. https://analytics.example.com/api/analytics/events/batch/ */
  endpoint: string;
  /** How often queued events are sent; default 5 s. */
  flushIntervalMs?: number;
}

export interface SiteAnalytics {
  consent(): ConsentState;
  grantConsent(): void;
  denyConsent(): void;
  /** Shows the consent bar while consent is pending; null otherwise. */
  showConsentBanner(options?: BannerOptions): HTMLElement | null;
  /** Wraps the app's HTTP client so each call emits api_request. */
  wrapFetch(fetchImpl?: typeof fetch, service?: string): typeof fetch;
  /** Sends a user_error now, with or without consent. The code prefix is added when missing. */
  trackUserError(incidentId: string, code: string, userId?: string | null): void;
  trackPageView(): void;
  flush(): void;
}

declare global {
  interface Window {
    __siteAnalytics?: SiteAnalytics;
  }
}

/** Starts the SDK once per page; later calls return the same instance. */
export function init(options: AnalyticsOptions): SiteAnalytics {
  if (window.__siteAnalytics) return window.__siteAnalytics;
  const identity = createIdentity();
  const transport = createTransport(options.endpoint, identity, options.flushIntervalMs ?? 5000);
  const granted = () => identity.consent() === "granted";
  // Everything but user_error waits for consent; nothing is queued before it.
  const track = (event: { kind: string; [field: string]: unknown }) => {
    if (event.kind !== "user_error" && !granted()) return;
    identity.sessionId(Date.now());
    transport.push({ ...event, ts: Date.now() });
  };
  const pages = createPageTracker(track, granted, () => transport.flush(true));
  trackErrors(track);
  // A consent decision (or a first banner, "pending") is counted by the server without any identifier.
  const decided = (state: ConsentState) => {
    transport.push({ kind: "consent", state, ts: Date.now() });
    transport.flush();
  };
  const setConsent = (state: ConsentState) => {
    identity.setConsent(state);
    if (state === "granted") pages.view();
    else {
      pages.reset();
      transport.keepOnly((e) => e.kind === "user_error");
    }
    decided(state);
  };
  const api: SiteAnalytics = {
    consent: identity.consent,
    grantConsent: () => setConsent("granted"),
    denyConsent: () => setConsent("denied"),
    showConsentBanner(bannerOptions = {}) {
      if (identity.consent() !== "pending") return null;
      if (identity.firstAsked()) decided("pending");
      return renderConsentBanner(bannerOptions, (ok) => setConsent(ok ? "granted" : "denied"));
    },
    wrapFetch: createFetchWrapper(track, options.endpoint),
    trackUserError(incidentId, code, userId = null) {
      const error_code = code.startsWith(USER_ERROR_CODE_PREFIX) ? code : USER_ERROR_CODE_PREFIX + code;
      track({
        kind: "user_error",
        path: currentPath(),
        incident_id: incidentId,
        error_code,
        user_id: userId,
      });
      transport.flush();
    },
    trackPageView: pages.view,
    flush: () => transport.flush(),
  };
  pages.view();
  window.__siteAnalytics = api;
  return api;
}
