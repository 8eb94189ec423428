import type { GameRow } from "../schema.ts";
import type { Reader, WriteTx } from "../store.ts";

/**
 * Running games held in memory by version: the row a unit of this process
 * last wrote or read, kept in the store's write memo (write-memo.ts). The
 * memo is SQLite's: it is dropped whenever another connection committed
 * (another process, the bot), and a unit's sets roll back with it; on
 * PostgreSQL there is none, and every read goes to the database. Every
 * statement that changes a games row keeps or forgets it here, and all of
 * them are in game-writer.ts, the table's one writer.
 */
const keyOf = (gameId: string) => `game:${gameId}`;

/** No memo where other processes write unannounced (PostgreSQL): nothing the move writes would catch a stale value here. */
const memoOf = (r: Reader | WriteTx) => ("memo" in r && r.memo?.shared === false ? r.memo : undefined);

/** The game's row as this process left it, when the memo still holds it. */
export function heldGame(r: Reader | WriteTx, gameId: string): GameRow | undefined {
  return memoOf(r)?.get(keyOf(gameId)) as GameRow | undefined;
}

/**
 * Holds a running game's row just read or written (rows are never changed in
 * place: a write makes a new one); an ended game is let go, so the memo holds
 * the games being played, not every game played since it was last cleared.
 */
export function holdGame(r: Reader | WriteTx, row: GameRow): void {
  memoOf(r)?.set(keyOf(row.id), row.status === "running" ? row : undefined);
}

/** Forgets a game whose row changed by a statement that does not give the whole new row. */
export function forgetGame(r: Reader | WriteTx, gameId: string): void {
  memoOf(r)?.set(keyOf(gameId), undefined);
}
