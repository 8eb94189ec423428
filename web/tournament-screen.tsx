import { useEffect, useState } from "preact/hooks";
import { type Api, publicCall } from "./api.ts";
import { numberText, t, tKey } from "./i18n.ts";
import { PageLink } from "./page-link.tsx";
import { shownName } from "./player-name.ts";
import type { Tournament as TournamentView } from "./types.ts";

/** How often the page reads the tournament again while it runs: standings move as games end. */
const REFRESH_MS = 5000;

interface Props {
  readonly id: string;
  /** Null when nobody is signed in: the page is public, joining needs a credential. */
  readonly api: Api | null;
  readonly userId: string | null;
  readonly go: (path: string) => void;
}

/** Points as people write them in the page's digits, halves as ½ (as src/render's pointsText; the browser imports no core values). */
const halves = (n: number) =>
  n % 1 === 0.5 ? `${Math.floor(n) ? numberText(Math.floor(n)) : ""}½` : numberText(n);

function Standings({ tournament }: { tournament: TournamentView }) {
  return (
    <div class="table-wrap">
      <table class="scorecard standings">
        <thead>
          <tr>
            <th>#</th>
            <th>{t("player")}</th>
            <th>{t("points")}</th>
            <th>{t("tiebreak")}</th>
            <th>{t("gamesPlayed")}</th>
          </tr>
        </thead>
        <tbody>
          {tournament.standings.map((s) => (
            <tr data-user={s.user_id}>
              <td>{s.rank}</td>
              <td>{shownName(s.display_name)}</td>
              <td>{halves(s.points)}</td>
              <td>{halves(s.tiebreak)}</td>
              <td>{s.games}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Rounds({ tournament, go }: { tournament: TournamentView; go: (path: string) => void }) {
  const name = new Map(tournament.players.map((p) => [p.user_id, shownName(p.display_name)]));
  return (
    <>
      {tournament.rounds.map((round) => (
        <section aria-label={t("roundN", { n: round.number })} data-round={round.number}>
          <h3>{t("roundN", { n: round.number })}</h3>
          <ul class="pairings">
            {round.games.map((game) => {
              const players = game.players.map((u) => name.get(u) ?? "?").join(" – ");
              const result =
                game.status === "bye"
                  ? t("bye")
                  : game.winners === null
                    ? t("playing")
                    : game.winners.length === 0
                      ? t("drawn")
                      : t("wins", { name: game.winners.map((u) => name.get(u) ?? "?").join(", ") });
              const path =
                game.winners === null ? `/play/s/${game.session_id}` : `/play/replay/${game.game_id}`;
              return (
                <li data-game={game.game_id ?? "bye"}>
                  {game.session_id ? (
                    <PageLink path={path} go={go}>
                      {players}
                    </PageLink>
                  ) : (
                    players
                  )}{" "}
                  · {result}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </>
  );
}

/** /play/t/{id}: a tournament's players, pairings with links to each game, and live standings; join and leave while it is open. */
export function TournamentScreen({ id, api, userId, go }: Props) {
  const [tournament, setTournament] = useState<TournamentView | null>(null);
  const [error, setError] = useState("");
  const load = () =>
    publicCall<TournamentView>("GET", `/tournaments/${id}`)
      .then(setTournament)
      .catch((e: Error) => setError(e.message));
  useEffect(() => {
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [id]);
  if (!tournament) return <p class="card">{error ? <span role="alert">{error}</span> : "…"}</p>;
  const joined = tournament.players.some((p) => p.user_id === userId);
  /** Joins, leaves, starts or cancels, and shows the tournament as the answer has it. */
  const post = (verb: "join" | "leave" | "start" | "cancel") =>
    api
      ?.call<TournamentView>("POST", `/tournaments/${id}/${verb}`)
      .then(setTournament)
      .catch((e: Error) => setError(e.message));
  return (
    <section class="card tournament" aria-label={t("tournament")} data-status={tournament.status}>
      <h2>{tournament.name}</h2>
      <p>
        {tKey(`format_${tournament.format}`)} · {tKey(`status_${tournament.status}`)} ·{" "}
        {t("playersCount", { n: tournament.players.length })}
      </p>
      {error && <p role="alert">{error}</p>}
      {tournament.status === "open" && api && (
        <button
          type="button"
          data-entry={joined ? "leave" : "join"}
          onClick={() => post(joined ? "leave" : "join")}
        >
          {joined ? t("leaveTournament") : t("joinTournament")}
        </button>
      )}
      {tournament.status === "open" && !api && <p>{t("signInToJoin")}</p>}
      {api &&
        userId === tournament.organiser_id &&
        (tournament.status === "open" || tournament.status === "running") && (
          <p class="controls">
            {tournament.status === "open" && (
              <button type="button" data-organiser="start" onClick={() => post("start")}>
                {t("startTournament")}
              </button>
            )}
            <button type="button" data-organiser="cancel" onClick={() => post("cancel")}>
              {t("cancelTournament")}
            </button>
          </p>
        )}
      <Standings tournament={tournament} />
      <Rounds tournament={tournament} go={go} />
    </section>
  );
}
