import type { Api } from "./api.ts";
import { t } from "./i18n.ts";
import { Lobby } from "./lobby.tsx";
import { NewTournament } from "./new-tournament.tsx";
import { OpenTables } from "./open-tables.tsx";
import { PageLink } from "./page-link.tsx";
import { QuickPlay } from "./quick-play.tsx";
import { usePlugins } from "./use-plugins.ts";

/** The start page once signed in: the open tables, the TV, new and private tables, quick play, tournaments. */
export function HomeScreen({
  api,
  userId,
  go,
}: {
  api: Api;
  userId: string | null;
  go: (path: string) => void;
}) {
  const plugins = usePlugins();
  const toSession = (sessionId: string) => go(`/play/s/${sessionId}`);
  return (
    <>
      <OpenTables api={api} userId={userId} plugins={plugins} onSession={(s) => toSession(s.id)} />
      <p class="card row tv-teaser">
        <PageLink path="/play/tv" go={go}>
          {t("watchTv")}
        </PageLink>
      </p>
      <Lobby api={api} plugins={plugins} onSession={(s) => toSession(s.id)} />
      <QuickPlay api={api} onMatched={toSession} />
      <NewTournament api={api} onCreated={(created) => go(`/play/t/${created.id}`)} />
    </>
  );
}
