import { hashBytes } from "../../src/db/hash-bytes.ts";
import { listGameAudit } from "../../src/db/repositories/audit-repository.ts";
import { findGame } from "../../src/db/repositories/game-repository.ts";
import type { AuditEntryRow } from "../../src/db/schema.ts";
import type { Reader, Store } from "../../src/db/store.ts";

/** A stored game's audit slice, by the game's id. */
export async function gameAudit(r: Reader, gameId: string): Promise<AuditEntryRow[]> {
  const game = await findGame(r, gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return listGameAudit(r, game);
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
