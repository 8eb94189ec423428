import type { Reader } from "../db/store.ts";
import { exportGame } from "./export-game.ts";
import { readReplay } from "./read-replay.ts";

export type ProofService = ReturnType<typeof createProofService>;

/** What anyone may check of a finished game (its seed is revealed): its replay and its export file. */
export function createProofService(r: Reader) {
  return {
    /** A finished game move by move. */
    replay: (gameId: string) => readReplay(r, gameId),
    /** A finished game's self-contained file, for offline verification (docs/fair-dice.md). */
    exportGame: (gameId: string) => exportGame(r, gameId),
  };
}
