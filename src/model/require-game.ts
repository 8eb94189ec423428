import { findGame } from "../db/repositories/game-repository.ts";
import type { GameRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import { DomainError } from "../errors.ts";

/** The stored game by id, for callers already authorised another way (signed URLs, the bot, proofs). */
export async function requireGame(r: Reader, gameId: string): Promise<GameRow> {
  const game = await findGame(r, gameId);
  if (!game) throw new DomainError("game_not_found", `No game ${gameId}.`);
  return game;
}
