import { findGame } from "../db/repositories/game-repository.ts";
import { listParticipants } from "../db/repositories/participant-repository.ts";
import { findSession, setSessionStatus } from "../db/repositories/session-repository.ts";
import { settleTournamentTable } from "../db/repositories/tournament-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { WriteTx } from "../db/store.ts";
import type { TournamentTableRow } from "../db/tournament-schema.ts";
import { pluginOf } from "../model/game-record.ts";
import { applyHostEventToGame } from "../sessions/host-game-effects.ts";
import { isoAt } from "../time.ts";

/** The users who won a finished game (its outcome names participants). */
async function winningUsers(tx: WriteTx, game: GameRow): Promise<string[]> {
  const outcome = pluginOf(game).outcome(JSON.parse(game.state));
  const winners = outcome.status === "finished" ? outcome.winners : [];
  const users = new Map((await listParticipants(tx, game.session_id)).map((p) => [p.id, p.user_id]));
  return winners.flatMap((id) => users.get(id) ?? []);
}

/** Ends a game its round's deadline has passed: the game is aborted and its session closed. */
async function endAtDeadline(tx: WriteTx, game: GameRow, nowMs: number): Promise<void> {
  const session = await findSession(tx, game.session_id);
  if (!session) return;
  await applyHostEventToGame(tx, "close", session, { actor: "system", channel: "system", nowMs });
  await setSessionStatus(tx, session.id, "Closed", isoAt(nowMs));
}

/** A table's result once its game is over or its deadline has passed; null while it plays on. */
async function resultOf(tx: WriteTx, table: TournamentTableRow, nowMs: number): Promise<string[] | null> {
  const game = table.game_id ? await findGame(tx, table.game_id) : undefined;
  if (!game || game.status === "aborted") return [];
  if (game.status === "finished") return winningUsers(tx, game);
  if (table.deadline && Date.parse(table.deadline) <= nowMs) {
    await endAtDeadline(tx, game, nowMs);
    return [];
  }
  return null;
}

/**
 * Records the result of every table whose game is over, in the caller's
 * unit: its winners, or a draw for a game aborted or out of time at the
 * round's deadline. Answers the tables as they now stand.
 */
export async function settleTables(
  tx: WriteTx,
  tables: readonly TournamentTableRow[],
  nowMs: number,
): Promise<TournamentTableRow[]> {
  const settled: TournamentTableRow[] = [];
  for (const table of tables) {
    if (table.winners !== null || table.bye === 1) {
      settled.push(table);
      continue;
    }
    const winners = await resultOf(tx, table, nowMs);
    if (winners !== null) {
      await settleTournamentTable(
        tx,
        { tournamentId: table.tournament_id, round: table.round, seq: table.seq },
        winners,
      );
    }
    settled.push(winners === null ? table : { ...table, winners: JSON.stringify(winners) });
  }
  return settled;
}
