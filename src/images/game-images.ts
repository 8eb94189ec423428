import type { Reader } from "../db/store.ts";
import type { Language } from "../games/languages.ts";
import { requireGame } from "../model/require-game.ts";
import type { ImageFormat } from "../render/render-board.ts";
import type { BoardImages } from "./board-images.ts";

export type GameImages = ReturnType<typeof createGameImages>;

/** Board images by game id, as adapters ask for them; the signing and validators of board-images.ts beside them. */
export function createGameImages(r: Reader, images: BoardImages) {
  return {
    /** The game's current version drawn in `format`, words in `language`, and which version that is. */
    async image(
      gameId: string,
      format: ImageFormat,
      language: Language = "en",
    ): Promise<{ readonly version: number; readonly seats: string; readonly bytes: Buffer }> {
      const game = await requireGame(r, gameId);
      return { version: game.version, seats: game.seats, bytes: await images.image(game, format, language) };
    },
    /** The head of a game by id (the ETag's parts), for callers authorised another way (signed URLs). */
    async head(
      gameId: string,
    ): Promise<{ readonly id: string; readonly version: number; readonly seats: string }> {
      const { id, version, seats } = await requireGame(r, gameId);
      return { id, version, seats };
    },
    /** A tournament's final standings as a PNG, drawn like the boards. */
    standings: images.standings,
    etag: images.etag,
    signature: images.signature,
    verify: images.verify,
    cacheStats: images.cacheStats,
  };
}
