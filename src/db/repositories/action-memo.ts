import type { Reader, WriteTx } from "../store.ts";

/**
 * A running game's action ids and its senders' Idempotency-Keys, every one
 * stored for it, held in the store's write memo (write-memo.ts) so a new
 * action, the common case, needs no read to know it is new. On SQLite the
 * memo is dropped whenever another connection commits (the bot, a second API
 * process), so an action stored elsewhere is never missed. On PostgreSQL
 * another process may store one unseen: the id and the key are unique keys,
 * so the move's insert collides, its unit runs again with the memo's values
 * dropped (postgres-store.ts), reads the tables and replays.
 *
 * The sets grow in place, so a unit that rolls back may leave an id in them
 * that was never stored: only "not held" is trusted, and a held id or key is
 * always looked up in the table. Only action-repository.ts, which writes both
 * tables, uses this module.
 */
export interface HeldActions {
  readonly ids: Set<string>;
  readonly keys: Set<string>;
}

/** Past this many ids and keys a game's are not held: its actions are looked up one by one. */
export const MOST_HELD = 1024;

/** Held for a game with more than MOST_HELD, so its ids are not loaded again on every action. */
const TOO_MANY = "too many";

const keyOf = (gameId: string) => `actions:${gameId}`;

const memoOf = (r: Reader | WriteTx) => ("memo" in r ? r.memo : undefined);

/** An owner's key as held: the owner is part of it (a key belongs to its sender). */
export const ownerKey = (owner: string, key: string) => `${owner}\u0000${key}`;

/** What the memo holds for a game: its actions, "too many" to hold, or nothing (unknown, or no memo). */
export function heldActions(r: Reader | WriteTx, gameId: string): HeldActions | "too many" | undefined {
  return memoOf(r)?.get(keyOf(gameId)) as HeldActions | "too many" | undefined;
}

/** Whether this reader can hold a game's actions at all (a unit's, on either engine; never a plain read). */
export const canHold = (r: Reader | WriteTx) => memoOf(r) !== undefined;

/** Holds a game's actions, every one (just loaded, or none for a game just created). */
export function holdActions(r: Reader | WriteTx, gameId: string, held: HeldActions): void {
  const tooMany = held.ids.size + held.keys.size > MOST_HELD;
  memoOf(r)?.set(keyOf(gameId), tooMany ? TOO_MANY : held);
}

/** Adds a stored action id or key to a game's held sets, when they are held. */
export function noteAction(r: Reader | WriteTx, gameId: string, add: { id?: string; key?: string }): void {
  const held = heldActions(r, gameId);
  if (held === undefined || held === TOO_MANY) return;
  if (add.id !== undefined) held.ids.add(add.id);
  if (add.key !== undefined) held.keys.add(add.key);
  if (held.ids.size + held.keys.size > MOST_HELD) memoOf(r)?.set(keyOf(gameId), TOO_MANY);
}

/** Lets a game's actions go (the game ended): the memo holds the games being played. */
export function letGoActions(r: Reader | WriteTx, gameId: string): void {
  memoOf(r)?.set(keyOf(gameId), undefined);
}
