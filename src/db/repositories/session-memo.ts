import type { SessionRow } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";

/** The parts of a session that rules about a game need. */
export type SessionGate = Pick<SessionRow, "id" | "status" | "turn_seconds" | "current_game_id">;

/** A session's gate and the participant ids of the users looked up in it so far (null: not a participant). */
export interface HeldSession {
  readonly gate: SessionGate;
  readonly seats: ReadonlyMap<string, string | null>;
}

/**
 * The session facts a move needs, held in the store's write memo
 * (write-memo.ts) beside the running game's row (game-memo.ts): the gate,
 * the seat of each user who acted, and whether any chat follows the session.
 * SQLite only: the memo is dropped when another connection commits, and a
 * unit's sets roll back with it. Every statement that can change one of
 * these facts (the sessions and participants tables, a user's Telegram id)
 * forgets the session here; test/src/db/one-keeper-of-session-facts.test.ts
 * fails on a write to those tables in a module that does not.
 */
const gateKey = (sessionId: string) => `session:${sessionId}`;
const chatKey = (sessionId: string) => `chat:${sessionId}`;

/** No memo where other processes write unannounced (PostgreSQL): nothing the move writes would catch a stale value here. */
const memoOf = (r: Reader | WriteTx) => ("memo" in r && r.memo?.shared === false ? r.memo : undefined);

/** The session's gate and known seats, when the memo holds them. */
export function heldSession(r: Reader | WriteTx, sessionId: string): HeldSession | undefined {
  return memoOf(r)?.get(gateKey(sessionId)) as HeldSession | undefined;
}

/** Holds a session's gate just read, with the caller's seat in it, beside the seats held already. */
export function holdSessionSeat(
  r: Reader | WriteTx,
  gate: SessionGate,
  userId: string,
  participantId: string | null,
): void {
  const memo = memoOf(r);
  if (!memo) return;
  const held = memo.get(gateKey(gate.id)) as HeldSession | undefined;
  // A held value is never changed in place: a unit that rolls back must leave it as it was.
  const seats = new Map(held?.seats);
  seats.set(userId, participantId);
  memo.set(gateKey(gate.id), { gate, seats } satisfies HeldSession);
}

/** Whether a chat follows the session, when the memo knows. */
export function heldChat(r: Reader | WriteTx, sessionId: string): boolean | undefined {
  return memoOf(r)?.get(chatKey(sessionId)) as boolean | undefined;
}

/** Holds whether a chat follows the session, just read. */
export function holdChat(r: Reader | WriteTx, sessionId: string, follows: boolean): void {
  memoOf(r)?.set(chatKey(sessionId), follows);
}

/** Replaces a held session's status (and current game): what moving a session to a new status changes, and nothing a chat follows by. */
export function moveHeldSession(
  r: Reader | WriteTx,
  sessionId: string,
  change: Pick<SessionGate, "status"> & Partial<Pick<SessionGate, "current_game_id">>,
): void {
  const held = heldSession(r, sessionId);
  if (held) memoOf(r)?.set(gateKey(sessionId), { gate: { ...held.gate, ...change }, seats: held.seats });
}

/** Forgets everything held about a session: called by every statement that changes its row or its participants. */
export function forgetSession(r: Reader | WriteTx, sessionId: string): void {
  const memo = memoOf(r);
  memo?.set(gateKey(sessionId), undefined);
  memo?.set(chatKey(sessionId), undefined);
}
