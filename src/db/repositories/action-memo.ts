import type { Reader, WriteTx } from "../store.ts";

/**
 * A running game's action ids and its senders' request keys (their
 * Idempotency-Keys, hashed), every one stored for it, held in the store's
 * write memo (write-memo.ts) so a new action, the common case, needs no read
 * to know it is new.
 *
 * An applied move is stored only in its audit entry (decision 0029): no
 * unique key of its own collides when another process stored it unseen. So
 * the sets say which game version they are complete through (`through`),
 * every version-checked write of the game moves it on (game-writer.ts), and
 * they are trusted only while the game's row is at that version: any move
 * made elsewhere, by another process or a write that did not tell this
 * module, moved the version, and the sets are read again. On SQLite the memo
 * is also dropped whenever another connection commits (the bot, a second API
 * process).
 *
 * The sets grow in place, so a unit that rolls back may leave an id in them
 * that was never stored (and `through` past the row's version, which reads
 * them again): only "not held" is trusted, and a held id or key is always
 * looked up. Only action-repository.ts and game-writer.ts use this module.
 */
export interface HeldActions {
  readonly ids: Set<string>;
  readonly keys: Set<string>;
  /** The game version the sets are complete through. */
  through: number;
}

/** Past this many ids and keys a game's are not held: its actions are looked up one by one. */
export const MOST_HELD = 1024;

/** Held for a game with more than MOST_HELD, so its ids are not loaded again on every action. */
const TOO_MANY = "too many";

const keyOf = (gameId: string) => `actions:${gameId}`;

const memoOf = (r: Reader | WriteTx) => ("memo" in r ? r.memo : undefined);

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

/** Adds a stored action id or request key to a game's held sets, when they are held. */
export function noteAction(r: Reader | WriteTx, gameId: string, add: { id?: string; key?: string }): void {
  const held = heldActions(r, gameId);
  if (held === undefined || held === TOO_MANY) return;
  if (add.id !== undefined) held.ids.add(add.id);
  if (add.key !== undefined) held.keys.add(add.key);
  if (held.ids.size + held.keys.size > MOST_HELD) memoOf(r)?.set(keyOf(gameId), TOO_MANY);
}

/** The game moved from version `from` to `to` in this unit: sets complete through `from` stay complete. */
export function advanceHeldActions(r: Reader | WriteTx, gameId: string, from: number, to: number): void {
  const held = heldActions(r, gameId);
  if (held !== undefined && held !== TOO_MANY && held.through === from) held.through = to;
}

/** Lets a game's actions go (the game ended): the memo holds the games being played. */
export function letGoActions(r: Reader | WriteTx, gameId: string): void {
  memoOf(r)?.set(keyOf(gameId), undefined);
}
