import type { Reader } from "../db/store.ts";
import type { Language } from "../games/languages.ts";
import type { ImageFormat } from "../render/render-board.ts";
import type { BoardImages } from "./board-images.ts";
import { requireGame } from "./read-game.ts";

export type GameImages = ReturnType<typeof createGameImages>;

/** Board images by game id, as adapters ask for them; the signing and validators of board-images.ts beside them. */
export function createGameImages(r: Reader, images: BoardImages) {
  return {
    /** The game's current version drawn in `format`, words in `language`, and which version that is. */
    async image(
      gameId: string,
      format: ImageFormat,
      language: Language = "en",
    ): Promise<{ readonly version: number; readonly bytes: Buffer }> {
      const game = await requireGame(r, gameId);
      return { version: game.version, bytes: await images.image(game, format, language) };
    },
    /** A tournament's final standings as a PNG, drawn like the boards. */
    standings: images.standings,
    etag: images.etag,
    signature: images.signature,
    verify: images.verify,
    cacheStats: images.cacheStats,
  };
}
