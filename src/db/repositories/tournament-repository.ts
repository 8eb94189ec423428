import { type Params, prepare } from "../prepared.ts";
import type { Reader, WriteTx } from "../store.ts";
import type {
  TournamentPlayerRow,
  TournamentRow,
  TournamentStatus,
  TournamentTableRow,
} from "../tournament-schema.ts";

/** A tournament by id. */
export function findTournament(r: Reader, id: string): Promise<TournamentRow | undefined> {
  return r.db.selectFrom("tournaments").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A tournament by its invite code. */
export function findTournamentByInvite(r: Reader, code: string): Promise<TournamentRow | undefined> {
  return r.db.selectFrom("tournaments").selectAll().where("invite_code", "=", code).executeTakeFirst();
}

export interface TournamentFilter {
  readonly status?: TournamentStatus | undefined;
  /** Only the tournaments of this Telegram chat. */
  readonly chatId?: string | undefined;
  readonly limit: number;
}

/** Tournaments, newest first. */
export function listTournaments(r: Reader, filter: TournamentFilter): Promise<TournamentRow[]> {
  let query = r.db.selectFrom("tournaments").selectAll();
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.chatId !== undefined) query = query.where("chat_id", "=", filter.chatId);
  return query.orderBy("created_at", "desc").orderBy("id").limit(filter.limit).execute();
}

/** Open tournaments whose start time has come, and running ones (their deadlines and ends are checked). */
export async function listDueTournaments(r: Reader, at: string): Promise<string[]> {
  const rows = await r.db
    .selectFrom("tournaments")
    .select("id")
    .where((eb) =>
      eb.or([eb("status", "=", "running"), eb.and([eb("status", "=", "open"), eb("starts_at", "<=", at)])]),
    )
    .execute();
  return rows.map((row) => row.id);
}

const tournamentOfGame = prepare((db, p: Params<{ gameId: string }>) =>
  db.selectFrom("tournament_tables").select("tournament_id").where("game_id", "=", p.gameId),
);

/** The tournament a game belongs to, if any (asked once per game ended: prepared, not built each time). */
export async function findTournamentOfGame(r: Reader, gameId: string): Promise<string | undefined> {
  return (await r.first(tournamentOfGame, { gameId }))?.tournament_id;
}

export async function insertTournament(tx: WriteTx, row: Omit<TournamentRow, "version">): Promise<void> {
  await tx.db.insertInto("tournaments").values(row).execute();
}

/**
 * Bumps the tournament's version and answers the row as it now is: the first
 * write of every unit that changes a tournament, so concurrent units on
 * PostgreSQL wait for each other here and then read what the other wrote.
 */
export function lockTournament(tx: WriteTx, id: string): Promise<TournamentRow | undefined> {
  return tx.db
    .updateTable("tournaments")
    .set((eb) => ({ version: eb("version", "+", 1) }))
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

export async function updateTournament(
  tx: WriteTx,
  id: string,
  changes: Partial<Pick<TournamentRow, "status" | "rounds" | "started_at" | "ends_at" | "finished_at">>,
): Promise<void> {
  await tx.db.updateTable("tournaments").set(changes).where("id", "=", id).execute();
}

export function listTournamentPlayers(r: Reader, tournamentId: string): Promise<TournamentPlayerRow[]> {
  return r.db
    .selectFrom("tournament_players")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .orderBy("join_seq")
    .execute();
}

/** Adds a player after everyone who joined before; false when they had already joined. */
export async function insertTournamentPlayer(
  tx: WriteTx,
  row: Omit<TournamentPlayerRow, "join_seq">,
): Promise<boolean> {
  const last = await tx.db
    .selectFrom("tournament_players")
    .select((eb) => eb.fn.max("join_seq").as("seq"))
    .where("tournament_id", "=", row.tournament_id)
    .executeTakeFirst();
  const result = await tx.db
    .insertInto("tournament_players")
    .values({ ...row, join_seq: Number(last?.seq ?? 0) + 1 })
    .onConflict((oc) => oc.columns(["tournament_id", "user_id"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteTournamentPlayer(
  tx: WriteTx,
  tournamentId: string,
  userId: string,
): Promise<void> {
  await tx.db
    .deleteFrom("tournament_players")
    .where("tournament_id", "=", tournamentId)
    .where("user_id", "=", userId)
    .execute();
}

export function listTournamentTables(r: Reader, tournamentId: string): Promise<TournamentTableRow[]> {
  return r.db
    .selectFrom("tournament_tables")
    .selectAll()
    .where("tournament_id", "=", tournamentId)
    .orderBy("round")
    .orderBy("seq")
    .execute();
}

export async function insertTournamentTable(tx: WriteTx, row: TournamentTableRow): Promise<void> {
  await tx.db.insertInto("tournament_tables").values(row).execute();
}

/** Records a table's result; only once (a table already settled keeps its result). */
export async function settleTournamentTable(
  tx: WriteTx,
  key: { readonly tournamentId: string; readonly round: number; readonly seq: number },
  winners: readonly string[],
): Promise<void> {
  await tx.db
    .updateTable("tournament_tables")
    .set({ winners: JSON.stringify(winners) })
    .where("tournament_id", "=", key.tournamentId)
    .where("round", "=", key.round)
    .where("seq", "=", key.seq)
    .where("winners", "is", null)
    .execute();
}

/** Whether each of a tournament's games still runs, by game id. */
export async function listTableGamesRunning(r: Reader, tournamentId: string): Promise<Map<string, boolean>> {
  const rows = await r.db
    .selectFrom("tournament_tables")
    .innerJoin("games", "games.id", "tournament_tables.game_id")
    .select(["games.id", "games.status"])
    .where("tournament_tables.tournament_id", "=", tournamentId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.status === "running"]));
}
