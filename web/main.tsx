import { render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { directionOf } from "../src/i18n/locales.ts";
import { type Credential, createApi, loadCredential, saveCredential } from "./api.ts";
import { AppHeader } from "./app-header.tsx";
import { GAME_WORD_PARTS } from "./game-boards.ts";
import { HomeScreen } from "./home-screen.tsx";
import { LOCALE, loadPageWords, t } from "./i18n.ts";
import { LeaderboardScreen, ProfileScreen } from "./ratings-screen.tsx";
import { ReplayScreen } from "./replay-screen.tsx";
import { PUBLIC_PAGES, useRoute } from "./route.ts";
import { SessionScreen } from "./session-screen.tsx";
import { SignIn } from "./sign-in.tsx";
import { startMiniApp, telegramLaunch } from "./telegram.ts";
import { TournamentScreen } from "./tournament-screen.tsx";
import { TvScreen } from "./tv-screen.tsx";
import { useJoinLink } from "./use-join-link.ts";
import { useMiniAppSignIn } from "./use-mini-app-sign-in.ts";
import { useUserId } from "./use-user-id.ts";
import { WatchScreen } from "./watch-screen.tsx";

const botUsername = document.querySelector<HTMLMetaElement>('meta[name="bot-username"]')?.content ?? "";

function App() {
  const [credential, setCredential] = useState<Credential | null>(loadCredential);
  const { route, setRoute, go } = useRoute();
  const [error, setError] = useState("");
  const keep = (next: Credential | null) => {
    saveCredential(next);
    setCredential(next);
  };
  const api = useMemo(() => createApi(loadCredential, keep), []);
  // Telegram's back button goes up to the start page (a Mini App opened on a session has no history behind it).
  const backButton = useMemo(() => startMiniApp(() => go("/play")), []);
  useEffect(() => backButton(route.page !== "home"), [route.page]);
  useMiniAppSignIn(credential, keep, setError);
  const userId = useUserId(api, credential);
  useJoinLink(api, route, credential, setRoute, setError);

  return (
    <>
      <AppHeader signedIn={credential !== null} go={go} signOut={() => keep(null)} api={api} />
      <main>
        {error && (
          <p role="alert" class="card error">
            {error}
          </p>
        )}
        {route.page === "replay" && <ReplayScreen gameId={route.id} />}
        {route.page === "top" && <LeaderboardScreen pluginId={route.pluginId} />}
        {route.page === "tournament" && (
          <TournamentScreen id={route.id} api={credential ? api : null} userId={userId} go={go} />
        )}
        {credential && route.page === "me" && <ProfileScreen api={api} go={go} />}
        {!credential && !telegramLaunch && (!PUBLIC_PAGES.has(route.page) || route.page === "tournament") && (
          <SignIn botUsername={botUsername} onSignedIn={keep} />
        )}
        {credential && route.page === "home" && <HomeScreen api={api} userId={userId} go={go} />}
        {credential && route.page === "watch" && (
          <WatchScreen key={route.gameId} api={api} gameId={route.gameId} go={go} />
        )}
        {credential && route.page === "tv" && <TvScreen api={api} pluginId={route.pluginId} go={go} />}
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

document.documentElement.lang = LOCALE;
document.documentElement.dir = directionOf(LOCALE);
void loadPageWords(GAME_WORD_PARTS).then(() => {
  document.title = t("title");
  render(<App />, document.getElementById("app") as HTMLElement);
});
