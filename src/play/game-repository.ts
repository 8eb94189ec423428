import type { Kysely } from "kysely";
import type { Database, GameRow, SessionRow } from "../db/schema.ts";

/** The parts of a session that rules about a game need. */
export type SessionGate = Pick<SessionRow, "id" | "status" | "turn_seconds" | "current_game_id">;

/** Finds a game row by id. */
export function findGame(db: Kysely<Database>, id: string): Promise<GameRow | undefined> {
  return db.selectFrom("games").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Writes a game's new row only if nobody changed it since `expectedVersion`:
 * the optimistic check that keeps two writers (or two processes) from both
 * applying an action against the same version.
 */
export async function updateGameAtVersion(
  db: Kysely<Database>,
  game: GameRow,
  expectedVersion: number,
): Promise<void> {
  const { id, ...changes } = game;
  const result = await db
    .updateTable("games")
    .set(changes)
    .where("id", "=", id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (result.numUpdatedRows !== 1n) throw new Error(`game ${id} changed under version ${expectedVersion}`);
}

/**
 * A game, its session's gate and the caller's participant id (null when the
 * caller is not in the session), in one query: every game request needs all three.
 */
export async function findGameForUser(
  db: Kysely<Database>,
  gameId: string,
  userId: string,
): Promise<{ game: GameRow; session: SessionGate; participantId: string | null } | undefined> {
  const row = await db
    .selectFrom("games")
    .innerJoin("sessions", "sessions.id", "games.session_id")
    .leftJoin("participants", (join) =>
      join.onRef("participants.session_id", "=", "games.session_id").on("participants.user_id", "=", userId),
    )
    .selectAll("games")
    .select([
      "sessions.status as session_status",
      "sessions.turn_seconds as session_turn_seconds",
      "sessions.current_game_id as session_current_game_id",
      "participants.id as participant_id",
    ])
    .where("games.id", "=", gameId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_status, session_turn_seconds, session_current_game_id, participant_id, ...game } = row;
  return {
    game,
    session: {
      id: game.session_id,
      status: session_status,
      turn_seconds: session_turn_seconds,
      current_game_id: session_current_game_id,
    },
    participantId: participant_id,
  };
}
