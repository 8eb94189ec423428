import { hashBytes } from "../../src/db/hash-bytes.ts";
import { listGameAudit } from "../../src/db/repositories/audit-repository.ts";
import { findGame } from "../../src/db/repositories/game-repository.ts";
import type { GameRow } from "../../src/db/schema.ts";
import type { Reader, Store } from "../../src/db/store.ts";
import type { AuditEntry } from "../../src/documents/audit-entry.ts";

/** A game as it is stored (its state and seats as JSON text), behind the core's documents. */
export async function storedGame(r: Reader, gameId: string): Promise<GameRow> {
  const game = await findGame(r, gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return game;
}

/** A stored game's audit slice, by the game's id. */
export async function gameAudit(r: Reader, gameId: string): Promise<AuditEntry[]> {
  return listGameAudit(r, await storedGame(r, gameId));
}

/**
 * Edits a finished game's stored log behind the API's back: the state hash
 * of its first applied move, as a forger who changed a roll would leave it.
 * Returns that entry's seq.
 */
export async function tamperStateHash(store: Store, gameId: string): Promise<number> {
  const applied = (await gameAudit(store, gameId)).find((e) => e.outcome === "applied");
  if (!applied) throw new Error(`game ${gameId} has no applied move`);
  const changed = await store.db
    .updateTable("audit_entries")
    .set({ state_hash: hashBytes("0".repeat(64)) })
    .where("session_id", "=", applied.session_id)
    .where("seq", "=", applied.seq)
    .executeTakeFirst();
  if (changed.numUpdatedRows !== 1n) throw new Error(`no audit entry ${applied.seq} to edit`);
  return applied.seq;
}
