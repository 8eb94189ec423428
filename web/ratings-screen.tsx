import { useEffect, useState } from "preact/hooks";
import { type Api, publicCall } from "./api.ts";
import { numberText, t, tKey } from "./i18n.ts";
import { PageLink } from "./page-link.tsx";
import { shownName } from "./player-name.ts";
import { usePlugins } from "./use-plugins.ts";

interface Entry {
  readonly user_id: string;
  readonly display_name: string;
  readonly rating: number;
  readonly games: number;
  readonly wins: number;
}

interface Played {
  readonly game_id: string;
  readonly plugin_id: string;
  readonly result: "win" | "loss" | "draw";
  readonly rating_before: number;
  readonly rating_after: number;
}

/** /play/top/{plugin_id}: a game's leaderboard (public). */
export function LeaderboardScreen({ pluginId }: { pluginId: string }) {
  const game = usePlugins().find((p) => p.id === pluginId)?.name ?? pluginId;
  const [entries, setEntries] = useState<readonly Entry[] | null>(null);
  const [error, setError] = useState("");
  useEffect(() => {
    publicCall<{ entries: Entry[] }>("GET", `/leaderboards/${encodeURIComponent(pluginId)}?limit=50`)
      .then((b) => setEntries(b.entries))
      .catch((e: Error) => setError(e.message));
  }, [pluginId]);
  if (!entries) return <p class="card">{error ? <span role="alert">{error}</span> : "…"}</p>;
  return (
    <section class="card" aria-labelledby="leaderboard-title">
      <h2 id="leaderboard-title">
        {t("leaderboard")}: {game}
      </h2>
      <ol class="leaderboard">
        {entries.map((e) => (
          <li data-user={e.user_id}>
            {shownName(e.display_name)}: <strong>{numberText(e.rating)}</strong> (
            {t("gamesWon", { wins: e.wins, games: e.games })})
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /play/me: the caller's rating per game (linking each leaderboard) and their last games (linking replays). */
export function ProfileScreen({ api, go }: { api: Api; go: (path: string) => void }) {
  const [ratings, setRatings] = useState<
    readonly (Omit<Entry, "user_id" | "display_name"> & { plugin_id: string })[]
  >([]);
  const [games, setGames] = useState<readonly Played[]>([]);
  const plugins = usePlugins();
  const gameName = (pluginId: string) => plugins.find((p) => p.id === pluginId)?.name ?? pluginId;
  useEffect(() => {
    void api.call<{ ratings: typeof ratings }>("GET", "/users/me/ratings").then((b) => setRatings(b.ratings));
    void api.call<{ games: Played[] }>("GET", "/users/me/games?limit=20").then((b) => setGames(b.games));
  }, []);
  const link = (path: string, text: string) => (
    <PageLink path={path} go={go}>
      {text}
    </PageLink>
  );
  return (
    <section class="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t("profile")}</h2>
      {ratings.length === 0 && <p>{t("noRatings")}</p>}
      <ul>
        {ratings.map((r) => (
          <li data-rating={r.plugin_id}>
            {link(`/play/top/${r.plugin_id}`, gameName(r.plugin_id))}: <strong>{numberText(r.rating)}</strong>{" "}
            ({t("gamesWon", { wins: r.wins, games: r.games })})
          </li>
        ))}
      </ul>
      <h2>{t("history")}</h2>
      <ul>
        {games.map((g) => (
          <li>
            {link(`/play/replay/${g.game_id}`, gameName(g.plugin_id))} {tKey(`result_${g.result}`)}:{" "}
            {numberText(g.rating_before)} → {numberText(g.rating_after)}
          </li>
        ))}
      </ul>
    </section>
  );
}
