import { listGameAudit } from "../db/repositories/audit-repository.ts";
import type { Reader } from "../db/store.ts";
import type { AuditEntry } from "../documents/audit-entry.ts";
import type { GameExport } from "../documents/game-export-document.ts";
import { GAME_EXPORT_FORMAT } from "../documents/game-export-format.ts";
import { toAuditRecord } from "../documents/read-audit-entry.ts";
import { DomainError } from "../errors.ts";
import { seatsOf } from "../model/game-record.ts";
import { requireGame } from "../model/require-game.ts";
import { entropyOf, startedRulesVersion } from "./export-facts.ts";
import { boundsOf } from "./replay-log.ts";

/** Builds the export of a game's audit slice (names per seat, from the game row). */
export function toGameExport(
  game: { id: string; plugin_id: string; status: "finished" | "aborted"; seats: string },
  entries: readonly AuditEntry[],
): GameExport {
  const { start, end } = boundsOf(entries);
  return {
    format: GAME_EXPORT_FORMAT,
    game_id: game.id,
    plugin_id: game.plugin_id,
    rules_version: startedRulesVersion(entries),
    status: game.status,
    rng_commitment: String(start?.change.payload.rng_commitment ?? ""),
    rng_seed: String(end?.change.payload.rng_seed ?? ""),
    entropy: entropyOf(entries),
    players: seatsOf(game).map((seat, index) => ({
      participant_id: seat.id,
      name: seat.name,
      seat: index,
    })),
    winners: end?.change.payload.winners ?? [],
    entries: entries.map(toAuditRecord),
  };
}

/** GET /games/{id}/export: a finished game's self-contained file; a running game's seed is still secret. */
export async function exportGame(r: Reader, gameId: string): Promise<GameExport> {
  const game = await requireGame(r, gameId);
  if (game.status === "running")
    throw new DomainError(
      "game_running",
      "The export opens once the game is over: its seed is still secret.",
    );
  return toGameExport({ ...game, status: game.status }, await listGameAudit(r, game));
}
