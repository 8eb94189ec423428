import { type Params, prepare, slotsFor } from "../prepared.ts";
import type { SessionRow, SessionStatus } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";
import { forgetSession, moveHeldSession } from "./session-memo.ts";

const byId = prepare((db, p: Params<{ id: string }>) =>
  db.selectFrom("sessions").selectAll().where("id", "=", p.id),
);
const byInvite = prepare((db, p: Params<{ code: string }>) =>
  db.selectFrom("sessions").selectAll().where("invite_code", "=", p.code),
);
const insert = prepare((db, _: Params<SessionRow>) =>
  db.insertInto("sessions").values(
    slotsFor<SessionRow>({
      id: true,
      invite_code: true,
      host_user_id: true,
      status: true,
      max_players: true,
      turn_seconds: true,
      current_game_id: true,
      created_at: true,
      updated_at: true,
      telegram_chat_id: true,
      revision: true,
      clock_rules: true,
      visibility: true,
      plugin_id: true,
    }),
  ),
);
const setStatus = prepare((db, p: Params<{ id: string; status: SessionStatus; at: string }>) =>
  db
    .updateTable("sessions")
    .set((eb) => ({ status: p.status, updated_at: p.at, revision: eb("revision", "+", 1) }))
    .where("id", "=", p.id),
);
const setCurrentGame = prepare(
  (db, p: Params<{ id: string; status: SessionStatus; gameId: string; at: string }>) =>
    db
      .updateTable("sessions")
      .set((eb) => ({
        status: p.status,
        current_game_id: p.gameId,
        updated_at: p.at,
        revision: eb("revision", "+", 1),
      }))
      .where("id", "=", p.id),
);
const setChat = prepare((db, p: Params<{ id: string; chatId: string; at: string }>) =>
  db
    .updateTable("sessions")
    .set((eb) => ({ telegram_chat_id: p.chatId, updated_at: p.at, revision: eb("revision", "+", 1) }))
    .where("id", "=", p.id),
);
const bumpRevision = prepare((db, p: Params<{ id: string }>) =>
  db
    .updateTable("sessions")
    .set((eb) => ({ revision: eb("revision", "+", 1) }))
    .where("id", "=", p.id),
);
const revisionForUser = prepare((db, p: Params<{ id: string; userId: string }>) =>
  db
    .selectFrom("sessions")
    .leftJoin("participants", (join) =>
      join.onRef("participants.session_id", "=", "sessions.id").on("participants.user_id", "=", p.userId),
    )
    .select(["sessions.revision", "sessions.visibility", "participants.id as participant_id"])
    .where("sessions.id", "=", p.id),
);
const openByChat = prepare((db, p: Params<{ chatId: string }>) =>
  db
    .selectFrom("sessions")
    .selectAll()
    .where("telegram_chat_id", "=", p.chatId)
    .where("status", "!=", "Closed")
    .orderBy("created_at", "desc")
    .limit(1),
);
const openForUser = prepare((db, p: Params<{ userId: string; limit: number }>) =>
  db
    .selectFrom("sessions")
    .innerJoin("participants", "participants.session_id", "sessions.id")
    .selectAll("sessions")
    .where("participants.user_id", "=", p.userId)
    .where("sessions.status", "!=", "Closed")
    .orderBy("sessions.updated_at", "desc")
    .orderBy("sessions.created_at", "desc")
    .limit(p.limit),
);

/** Finds a session row by id. */
export function findSession(r: Reader, id: string): Promise<SessionRow | undefined> {
  return r.first(byId, { id });
}

/** Finds a session by its (normalised) invite code. */
export function findSessionByInvite(r: Reader, code: string): Promise<SessionRow | undefined> {
  return r.first(byInvite, { code });
}

/** A session's revision and the caller's participant id in it (null when not a participant); undefined without the session. */
export function findSessionRevision(
  r: Reader,
  id: string,
  userId: string,
): Promise<
  { revision: number; visibility: SessionRow["visibility"]; participant_id: string | null } | undefined
> {
  return r.first(revisionForUser, { id, userId });
}

/** Counts a change to the session's participants, in the unit that makes it. */
export async function bumpSessionRevision(tx: WriteTx, id: string): Promise<void> {
  await tx.run(bumpRevision, { id });
}

/** Inserts a new session row. */
export async function insertSession(tx: WriteTx, row: SessionRow): Promise<void> {
  await tx.run(insert, row);
  forgetSession(tx, row.id);
}

/** Moves a session to `status`. */
export async function setSessionStatus(
  tx: WriteTx,
  id: string,
  status: SessionStatus,
  at: string,
): Promise<void> {
  await tx.run(setStatus, { id, status, at });
  moveHeldSession(tx, id, { status });
}

/** Moves a session to `status` with `gameId` as its current game. */
export async function setSessionGame(
  tx: WriteTx,
  id: string,
  status: SessionStatus,
  gameId: string,
  at: string,
): Promise<void> {
  await tx.run(setCurrentGame, { id, status, gameId, at });
  moveHeldSession(tx, id, { status, current_game_id: gameId });
}

/** Binds a session to the Telegram group it was created in. */
export async function setSessionChat(tx: WriteTx, id: string, chatId: string, at: string): Promise<void> {
  await tx.run(setChat, { id, chatId, at });
  forgetSession(tx, id);
}

/** The newest open session bound to a Telegram group chat. */
export function findOpenSessionByChat(r: Reader, chatId: string): Promise<SessionRow | undefined> {
  return r.first(openByChat, { chatId });
}

/** A user's open sessions, most recently changed first. */
export function listOpenSessionsForUser(r: Reader, userId: string, limit: number): Promise<SessionRow[]> {
  return r.all(openForUser, { userId, limit });
}
