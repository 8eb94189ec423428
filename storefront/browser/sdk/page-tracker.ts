type Track = (event: { kind: string; [field: string]: unknown }) => void;

/** location.pathname + location.search: the server keeps query names and utm_* values only. */
export const currentPath = () => location.pathname + location.search;

/**
 * page_view on every route (history push/replace, popstate, bfcache restore)
 * and page_leave with the time the page was actually visible: hidden tabs do
 * not count. `active()` gates it on consent so the landing referrer is kept
 * for the first page_view that is really sent.
 */
export function createPageTracker(track: Track, active: () => boolean, onHide: () => void) {
  let current: string | null = null;
  let visibleMs = 0;
  let since: number | null = null;
  let referrer = document.referrer;

  const settle = () => {
    if (since !== null) {
      const now = performance.now();
      visibleMs += now - since;
      since = now;
    }
  };
  const leave = () => {
    if (current === null) return;
    settle();
    track({ kind: "page_leave", path: current, duration_ms: Math.round(visibleMs) });
    current = null;
  };
  const view = () => {
    const path = currentPath();
    if (!active() || path === current) return;
    leave();
    current = path;
    visibleMs = 0;
    since = document.visibilityState === "visible" ? performance.now() : null;
    track({ kind: "page_view", path, ...(referrer ? { referrer } : {}) });
    referrer = "";
  };

  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      original.apply(this, args);
      view();
    };
  }
  addEventListener("popstate", view);
  addEventListener("pageshow", (e) => (e as PageTransitionEvent).persisted && view());
  addEventListener("pagehide", () => {
    leave();
    onHide();
  });
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") {
      settle();
      since = null;
      onHide();
    } else if (since === null) since = performance.now();
  });
  return {
    view,
    /** Forgets the current page without a page_leave (consent withdrawn). */
    reset: () => {
      current = null;
    },
  };
}
