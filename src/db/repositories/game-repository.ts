import type { Kysely } from "kysely";
import { type Params, prepare } from "../prepared.ts";
import type { Database, GameRow, SessionRow } from "../schema.ts";
import type { Reader } from "../store.ts";
import { heldGame, holdGame } from "./game-memo.ts";
import { heldSession, holdSessionSeat, type SessionGate } from "./session-memo.ts";

export type { SessionGate } from "./session-memo.ts";

const byId = prepare((db, p: Params<{ id: string }>) =>
  db.selectFrom("games").selectAll().where("id", "=", p.id),
);
type CallerParams = Params<{ gameId: string; userId: string }>;

/** A game, its session and the caller's participant row (none when the caller is not in it). */
const gameWithCaller = (db: Kysely<Database>, p: CallerParams) =>
  db
    .selectFrom("games")
    .innerJoin("sessions", "sessions.id", "games.session_id")
    .leftJoin("participants", (join) =>
      join
        .onRef("participants.session_id", "=", "games.session_id")
        .on("participants.user_id", "=", p.userId),
    )
    .where("games.id", "=", p.gameId);
const withSessionAndCaller = prepare((db, p: CallerParams) =>
  gameWithCaller(db, p)
    .selectAll("games")
    .select([
      "sessions.status as session_status",
      "sessions.turn_seconds as session_turn_seconds",
      "sessions.current_game_id as session_current_game_id",
      "participants.id as participant_id",
    ]),
);
/** A session's gate and the caller's participant id: all a game request needs beside a held game row. */
const gateWithCaller = prepare((db, p: Params<{ sessionId: string; userId: string }>) =>
  db
    .selectFrom("sessions")
    .leftJoin("participants", (join) =>
      join.onRef("participants.session_id", "=", "sessions.id").on("participants.user_id", "=", p.userId),
    )
    .where("sessions.id", "=", p.sessionId)
    .select([
      "sessions.id as session_id",
      "sessions.status as session_status",
      "sessions.turn_seconds as session_turn_seconds",
      "sessions.current_game_id as session_current_game_id",
      "participants.id as participant_id",
    ]),
);
const headWithCaller = prepare((db, p: CallerParams) =>
  gameWithCaller(db, p).select([
    "games.id",
    "games.session_id",
    "games.version",
    "games.turn_deadline",
    "games.clock",
    "games.seats",
    "sessions.status as session_status",
    "sessions.visibility as session_visibility",
    "participants.id as participant_id",
  ]),
);
const due = prepare((db, p: Params<{ now: string; limit: number }>) =>
  db
    .selectFrom("games")
    .select("id")
    .where("turn_deadline", "is not", null)
    .where("turn_deadline", "<=", p.now)
    .where("status", "=", "running")
    .orderBy("turn_deadline")
    .limit(p.limit),
);

const withComputers = prepare((db, p: Params<{ limit: number }>) =>
  db
    .selectFrom("games")
    .select("games.id")
    .distinct()
    .innerJoin("participants", "participants.session_id", "games.session_id")
    .where("games.status", "=", "running")
    .where("participants.kind", "=", "computer")
    .limit(p.limit),
);

/** Finds a game row by id. */
export async function findGame(r: Reader, id: string): Promise<GameRow | undefined> {
  const held = heldGame(r, id);
  if (held) return held;
  const row = await r.first(byId, { id });
  if (row) holdGame(r, row);
  return row;
}

/**
 * A game, its session's gate and the caller's participant id (null when the
 * caller is not in the session), in one query: every game request needs all three.
 */
export async function findGameForUser(
  r: Reader,
  gameId: string,
  userId: string,
): Promise<{ game: GameRow; session: SessionGate; participantId: string | null } | undefined> {
  const held = heldGame(r, gameId);
  if (held) {
    const session = heldSession(r, held.session_id);
    const participantId = session?.seats.get(userId);
    if (session && participantId !== undefined) return { game: held, session: session.gate, participantId };
    const gate = await r.first(gateWithCaller, { sessionId: held.session_id, userId });
    return gate && withGate(r, held, gate, userId);
  }
  const row = await r.first(withSessionAndCaller, { gameId, userId });
  if (!row) return undefined;
  const game = gameOf(row);
  holdGame(r, game);
  return withGate(r, game, row, userId);
}

/** A game with its session's gate and the caller's participant id, from a joined row; the session facts are held for the next unit. */
function withGate(
  r: Reader,
  game: GameRow,
  gate: {
    session_id: string;
    session_status: SessionGate["status"];
    session_turn_seconds: number | null;
    session_current_game_id: string | null;
    participant_id: string | null;
  },
  userId: string,
) {
  const session: SessionGate = {
    id: gate.session_id,
    status: gate.session_status,
    turn_seconds: gate.session_turn_seconds,
    current_game_id: gate.session_current_game_id,
  };
  if (game.status === "running") holdSessionSeat(r, session, userId, gate.participant_id);
  return { game, session, participantId: gate.participant_id };
}

/** What tells one stored version of a game from another: enough for a cache key or an ETag. */
export type GameHead = Pick<GameRow, "id" | "session_id" | "version" | "turn_deadline" | "clock" | "seats">;

/**
 * A game's head, its session's status and the caller's participant id (null
 * when the caller is not in the session): the access check of a read that
 * may not need the whole row (some 1.3 KB), in one small query.
 */
export async function findGameHeadForUser(
  r: Reader,
  gameId: string,
  userId: string,
): Promise<
  | {
      head: GameHead;
      sessionStatus: SessionRow["status"];
      visibility: SessionRow["visibility"];
      participantId: string | null;
    }
  | undefined
> {
  const row = await r.first(headWithCaller, { gameId, userId });
  if (!row) return undefined;
  return {
    head: {
      id: row.id,
      session_id: row.session_id,
      version: row.version,
      turn_deadline: row.turn_deadline,
      clock: row.clock,
      seats: row.seats,
    },
    sessionStatus: row.session_status,
    visibility: row.session_visibility,
    participantId: row.participant_id,
  };
}

/**
 * The game's own columns of a joined row, named one by one: object rest
 * (`{ a, ...game } = row`) takes V8's generic path, some 7 µs on a row of
 * 21 columns against 0.3 µs for this literal, once per game request.
 */
function gameOf(row: GameRow): GameRow {
  return {
    id: row.id,
    session_id: row.session_id,
    plugin_id: row.plugin_id,
    status: row.status,
    version: row.version,
    seats: row.seats,
    state: row.state,
    rng_state: row.rng_state,
    rng_seed: row.rng_seed,
    rng_commitment: row.rng_commitment,
    audit_seq: row.audit_seq,
    last_action: row.last_action,
    turn_seconds: row.turn_seconds,
    turn_deadline: row.turn_deadline,
    turn_remaining_ms: row.turn_remaining_ms,
    clock: row.clock,
    remind_at: row.remind_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
  };
}

/** Ids of running games whose session seats a computer player. */
export async function listRunningGamesWithComputers(r: Reader, limit: number): Promise<string[]> {
  return (await r.all(withComputers, { limit })).map((row) => row.id);
}

/** Ids of running games whose turn deadline is at or before `nowIso`, soonest first. */
export async function listDueGames(r: Reader, nowIso: string, limit: number): Promise<string[]> {
  return (await r.all(due, { now: nowIso, limit })).map((row) => row.id);
}
