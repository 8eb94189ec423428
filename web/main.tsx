import { render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { type Credential, createApi, loadCredential, publicCall, saveCredential } from "./api.ts";
import { LANG, t } from "./i18n.ts";
import { Lobby } from "./lobby.tsx";
import { LeaderboardScreen, ProfileScreen } from "./ratings-screen.tsx";
import { ReplayScreen } from "./replay-screen.tsx";
import { SessionScreen } from "./session-screen.tsx";
import { SignIn } from "./sign-in.tsx";
import { startMiniApp, telegramLaunch } from "./telegram.ts";
import type { Session } from "./types.ts";

type Route =
  | { page: "home" }
  | { page: "join"; code: string }
  | { page: "session"; id: string }
  | { page: "replay"; id: string }
  | { page: "top"; pluginId: string }
  | { page: "me" };

function parseRoute(path: string): Route {
  const join = /^\/play\/join\/([^/]+)\/?$/.exec(path);
  if (join?.[1]) return { page: "join", code: decodeURIComponent(join[1]) };
  const session = /^\/play\/s\/([0-9a-f-]{36})\/?$/.exec(path);
  if (session?.[1]) return { page: "session", id: session[1] };
  const replay = /^\/play\/replay\/([0-9a-f-]{36})\/?$/.exec(path);
  if (replay?.[1]) return { page: "replay", id: replay[1] };
  const top = /^\/play\/top\/([a-z0-9-]{1,64})\/?$/.exec(path);
  if (top?.[1]) return { page: "top", pluginId: top[1] };
  if (/^\/play\/me\/?$/.test(path)) return { page: "me" };
  return { page: "home" };
}

/** Pages anyone with the link may open, signed in or not. */
const PUBLIC_PAGES: ReadonlySet<Route["page"]> = new Set(["replay", "top"]);

const botUsername = document.querySelector<HTMLMetaElement>('meta[name="bot-username"]')?.content ?? "";

function App() {
  const [credential, setCredential] = useState<Credential | null>(loadCredential);
  const [route, setRoute] = useState<Route>(() => parseRoute(location.pathname));
  const [error, setError] = useState("");
  const keep = (next: Credential | null) => {
    saveCredential(next);
    setCredential(next);
  };
  const api = useMemo(() => createApi(loadCredential, keep), []);
  const go = (path: string) => {
    history.pushState(null, "", path);
    setRoute(parseRoute(path));
  };
  // Telegram's back button goes up to the start page (a Mini App opened on a session has no history behind it).
  const backButton = useMemo(() => startMiniApp(() => go("/play")), []);

  useEffect(() => {
    const onPop = () => setRoute(parseRoute(location.pathname));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);
  useEffect(() => backButton(route.page !== "home"), [route.page]);

  // Inside Telegram the Mini App's signed initData is the sign-in.
  useEffect(() => {
    if (!telegramLaunch || credential) return;
    publicCall<{ access_token: string; refresh_token: string }>("POST", "/auth/messenger", {
      init_data: telegramLaunch.initData,
    })
      .then((pair) => {
        const user = JSON.parse(new URLSearchParams(telegramLaunch?.initData).get("user") ?? "{}");
        keep({
          scheme: "Bearer",
          token: pair.access_token,
          refresh: pair.refresh_token,
          name: user.first_name ?? "",
        });
      })
      .catch((e: Error) => setError(e.message));
  }, []);

  // /play/join/CODE joins as soon as someone is signed in.
  useEffect(() => {
    if (route.page !== "join" || !credential) return;
    api
      .call<Session>("POST", "/sessions/join", { invite_code: route.code, channel: "web" })
      .then((s) => {
        history.replaceState(null, "", `/play/s/${s.id}`);
        setRoute({ page: "session", id: s.id });
      })
      .catch((e: Error) => setError(e.message));
  }, [route, credential]);

  return (
    <>
      <header>
        <h1>
          <a
            href="/play"
            onClick={(e) => {
              e.preventDefault();
              go("/play");
            }}
          >
            {t("title")}
          </a>
        </h1>
        {credential && (
          <button type="button" class="link" data-nav="me" onClick={() => go("/play/me")}>
            {t("profile")}
          </button>
        )}
        {credential && (
          <button
            type="button"
            class="link"
            onClick={() => {
              keep(null);
              go("/play");
            }}
          >
            {t("signOut")}
          </button>
        )}
      </header>
      <main>
        {error && (
          <p role="alert" class="card error">
            {error}
          </p>
        )}
        {route.page === "replay" && <ReplayScreen gameId={route.id} />}
        {route.page === "top" && <LeaderboardScreen pluginId={route.pluginId} />}
        {credential && route.page === "me" && <ProfileScreen api={api} go={go} />}
        {!credential && !telegramLaunch && !PUBLIC_PAGES.has(route.page) && (
          <SignIn botUsername={botUsername} onSignedIn={keep} />
        )}
        {credential && route.page === "home" && <Lobby api={api} onSession={(s) => go(`/play/s/${s.id}`)} />}
        {credential && route.page === "join" && !error && (
          <p class="card">{t("joining", { code: route.code })}</p>
        )}
        {credential && route.page === "session" && (
          <SessionScreen
            api={api}
            sessionId={route.id}
            botUsername={botUsername}
            onLeft={() => go("/play")}
          />
        )}
      </main>
    </>
  );
}

document.documentElement.lang = LANG;
render(<App />, document.getElementById("app") as HTMLElement);
