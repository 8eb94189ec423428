import {
  findTournament,
  findTournamentByInvite,
  listTableGamesRunning,
  listTournamentPlayers,
  listTournaments,
  listTournamentTables,
} from "../db/repositories/tournament-repository.ts";
import type { Reader } from "../db/store.ts";
import type { TournamentRow, TournamentStatus } from "../db/tournament-schema.ts";
import type { TournamentView } from "../documents/tournament-document.ts";
import { DomainError } from "../errors.ts";
import { normaliseInviteCode } from "../sessions/invite-code.ts";
import { rankStandings } from "./standings.ts";
import { pointsRule, toEntrants, toRecord } from "./tournament-records.ts";

type RoundView = TournamentView["rounds"][number];

/**
 * The rounds as the document shows them. A table without a result is running
 * while its game runs; an arena game that ended after the arena did keeps no
 * result (it does not count) and shows as finished.
 */
function roundsOf(
  records: ReturnType<typeof toRecord>[],
  rows: Parameters<typeof toRecord>[0][],
  running: (gameId: string | null) => boolean,
): RoundView[] {
  const rounds = new Map<number, RoundView["games"]>();
  rows.forEach((row, i) => {
    const record = records[i] as ReturnType<typeof toRecord>;
    const games = rounds.get(row.round) ?? [];
    games.push({
      game_id: row.game_id,
      session_id: row.session_id,
      players: [...record.players],
      winners: record.winners === null ? null : [...record.winners],
      status: record.bye ? "bye" : record.winners === null && running(row.game_id) ? "running" : "finished",
    });
    rounds.set(row.round, games);
  });
  return [...rounds].map(([number, games]) => ({
    number,
    status: games.every((g) => g.status !== "running") ? "finished" : "running",
    games,
  }));
}

/** The tournament document: its players, rounds and standings, read in one go. */
export async function buildTournamentView(r: Reader, row: TournamentRow): Promise<TournamentView> {
  const [players, rows, gamesRunning] = await Promise.all([
    listTournamentPlayers(r, row.id),
    listTournamentTables(r, row.id),
    listTableGamesRunning(r, row.id),
  ]);
  const entrants = toEntrants(players);
  const records = rows.map(toRecord);
  const names = new Map(players.map((p) => [p.user_id, p.display_name]));
  const standings = rankStandings(entrants, records, pointsRule(row.format, entrants, records));
  return {
    id: row.id,
    plugin_id: row.plugin_id,
    format: row.format,
    name: row.name,
    status: row.status,
    organiser_id: row.organiser_id,
    invite_code: row.invite_code,
    table_size: row.table_size,
    rounds_planned: row.rounds,
    round_minutes: row.round_minutes,
    duration_minutes: row.duration_minutes,
    chat_id: row.chat_id,
    starts_at: row.starts_at,
    started_at: row.started_at,
    ends_at: row.ends_at,
    finished_at: row.finished_at,
    created_at: row.created_at,
    players: players.map((p) => ({ user_id: p.user_id, display_name: p.display_name, rating: p.rating })),
    rounds: roundsOf(records, rows, (gameId) => gameId !== null && gamesRunning.get(gameId) === true),
    standings: standings.map((s) => ({
      rank: s.rank,
      user_id: s.userId,
      display_name: names.get(s.userId) ?? "?",
      points: s.points,
      tiebreak: s.tiebreak,
      games: s.games,
    })),
  };
}

/** The id of the tournament with this invite code, if any. */
export async function findTournamentIdByInvite(r: Reader, code: string): Promise<string | undefined> {
  return (await findTournamentByInvite(r, normaliseInviteCode(code)))?.id;
}

/** A tournament by id, for anyone. */
export async function readTournament(r: Reader, id: string): Promise<TournamentView> {
  const row = await findTournament(r, id);
  if (!row) throw new DomainError("tournament_not_found", `No tournament ${id}.`);
  return buildTournamentView(r, row);
}

export interface TournamentQuery {
  readonly status?: TournamentStatus | undefined;
  /** "global" (every tournament) or "chat:{chat_id}". */
  readonly scope?: string | undefined;
  readonly limit: number;
}

/** Tournaments, newest first, by status and scope. */
export async function listTournamentViews(r: Reader, query: TournamentQuery): Promise<TournamentView[]> {
  const chatId = query.scope?.startsWith("chat:") ? query.scope.slice("chat:".length) : undefined;
  const rows = await listTournaments(r, { status: query.status, chatId, limit: query.limit });
  return Promise.all(rows.map((row) => buildTournamentView(r, row)));
}
