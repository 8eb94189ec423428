import { useEffect, useState } from "preact/hooks";

/** The page the address shows. */
export type Route =
  | { page: "home" }
  | { page: "join"; code: string }
  | { page: "session"; id: string }
  | { page: "replay"; id: string }
  | { page: "top"; pluginId: string }
  | { page: "tournament"; id: string }
  | { page: "watch"; gameId: string }
  | { page: "tv"; pluginId: string | null }
  | { page: "me" };

/** The route of a /play path; anything unknown is the start page. */
export function parseRoute(path: string): Route {
  const join = /^\/play\/join\/([^/]+)\/?$/.exec(path);
  if (join?.[1]) return { page: "join", code: decodeURIComponent(join[1]) };
  const session = /^\/play\/s\/([0-9a-f-]{36})\/?$/.exec(path);
  if (session?.[1]) return { page: "session", id: session[1] };
  const replay = /^\/play\/replay\/([0-9a-f-]{36})\/?$/.exec(path);
  if (replay?.[1]) return { page: "replay", id: replay[1] };
  const tournament = /^\/play\/t\/([0-9a-f-]{36})\/?$/.exec(path);
  if (tournament?.[1]) return { page: "tournament", id: tournament[1] };
  const top = /^\/play\/top\/([a-z0-9-]{1,64})\/?$/.exec(path);
  if (top?.[1]) return { page: "top", pluginId: top[1] };
  const watch = /^\/play\/g\/([0-9a-f-]{36})\/?$/.exec(path);
  if (watch?.[1]) return { page: "watch", gameId: watch[1] };
  const tv = /^\/play\/tv(?:\/([a-z0-9-]{1,64}))?\/?$/.exec(path);
  if (tv) return { page: "tv", pluginId: tv[1] ?? null };
  if (/^\/play\/me\/?$/.test(path)) return { page: "me" };
  return { page: "home" };
}

/** Pages anyone with the link may open, signed in or not. */
export const PUBLIC_PAGES: ReadonlySet<Route["page"]> = new Set(["replay", "top", "tournament"]);

/** The current route, following the browser's back and forward; `go` pushes a new path. */
export function useRoute() {
  const [route, setRoute] = useState<Route>(() => parseRoute(location.pathname));
  const go = (path: string) => {
    history.pushState(null, "", path);
    setRoute(parseRoute(path));
  };
  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.pathname));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  return { route, setRoute, go };
}
