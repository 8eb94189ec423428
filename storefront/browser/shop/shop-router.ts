import { useEffect, useState } from "preact/hooks";

/** Every shop route lives under this prefix; the server answers the page for all of them. */
export const SHOP_BASE = "/shop";

/**
 * Moves to another route with history.pushState: the analytics SDK hooks
 * pushState, so each route change is one page_view.
 */
export function navigate(path: string): void {
  const target = SHOP_BASE + path;
  if (target === location.pathname + location.search) return;
  history.pushState(null, "", target);
  dispatchEvent(new Event("shop:navigate"));
  scrollTo(0, 0);
}

/** The current route below SHOP_BASE (with its query), re-rendered on every change. */
export function useRoute(): string {
  const read = () => (location.pathname.slice(SHOP_BASE.length) || "/") + location.search;
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const update = () => setRoute(read());
    addEventListener("popstate", update);
    addEventListener("shop:navigate", update);
    return () => {
      removeEventListener("popstate", update);
      removeEventListener("shop:navigate", update);
    };
  }, []);
  return route;
}
