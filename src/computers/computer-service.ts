import { findGame, listRunningGamesWithComputers } from "../db/repositories/game-repository.ts";
import { seatsOf } from "../model/game-record.ts";
import type { PlayDeps } from "../model/play-deps.ts";
import { playComputerTurn } from "./computer-turn.ts";

/** Refusals of a computer's move that only mean the game changed between its read and its write. */
const RACES: ReadonlySet<string> = new Set(["stale_version", "game_paused", "game_over"]);

export type ComputerService = ReturnType<typeof createComputerService>;

/** The computer players' use cases, as the worker in computer-players.ts calls them. */
export function createComputerService(deps: PlayDeps) {
  return {
    /** True when a computer player's move was applied (a replay of another process's move is not). */
    playTurn: async (gameId: string) => {
      const result = await playComputerTurn(deps, gameId);
      const outcome = result?.outcome;
      // The game moving on under the check is a race the next wake-up settles; any other refusal is a strategy bug.
      if (outcome && !outcome.ok && !result.replayed && !RACES.has(outcome.code)) {
        throw new Error(`the computer's move in game ${gameId} was refused: ${outcome.code}`);
      }
      return result !== null && !result.replayed && result.outcome.ok;
    },
    /** Running games that seat a computer. */
    listGames: (limit = 1000) => listRunningGamesWithComputers(deps.store, limit),
    /** Whether a game seats a computer. */
    seatsComputer: async (gameId: string) => {
      const game = await findGame(deps.store, gameId);
      return game !== undefined && seatsOf(game).some((seat) => seat.computer !== undefined);
    },
  };
}
