import { listGameAudit } from "../../src/db/repositories/audit-repository.ts";
import { findGame } from "../../src/db/repositories/game-repository.ts";
import type { AuditEntryRow } from "../../src/db/schema.ts";
import type { Reader } from "../../src/db/store.ts";

/** A stored game's audit slice, by the game's id. */
export async function gameAudit(r: Reader, gameId: string): Promise<AuditEntryRow[]> {
  const game = await findGame(r, gameId);
  if (!game) throw new Error(`no game ${gameId}`);
  return listGameAudit(r, game);
}
