import type { GameRow } from "../db/schema.ts";
import type { Reader } from "../db/store.ts";
import type { Locale } from "../i18n/locales.ts";
import { seatsOf } from "../model/game-record.ts";
import { requireGame } from "../model/require-game.ts";
import type { SpectatorCount } from "../model/spectator-count.ts";
import type { ImageFormat } from "../render/render-board.ts";
import type { BoardImages } from "./board-images.ts";
import { spectatorLabel } from "./spectator-label.ts";

export type GameImages = ReturnType<typeof createGameImages>;

/** What names one drawn image of a game: the ETag's parts. */
export interface ImageHead {
  readonly id: string;
  readonly version: number;
  readonly seats: string;
  /** The spectators' label drawn on it (spectator-label.ts). */
  readonly watching: string;
}

/** Board images by game id, as adapters ask for them; the signing and validators of board-images.ts beside them. */
export function createGameImages(r: Reader, images: BoardImages, spectators: SpectatorCount) {
  /** The spectators' label of a game now: who watches it without a seat. */
  const watchingOf = async (game: Pick<GameRow, "session_id" | "seats">) =>
    spectatorLabel(await spectators(game.session_id, new Set(seatsOf(game).map((seat) => seat.id))));
  return {
    /** The game's current version drawn in `format`, words in `language`, and which image that is. */
    async image(
      gameId: string,
      format: ImageFormat,
      language: Locale = "en",
    ): Promise<ImageHead & { readonly bytes: Buffer }> {
      const game = await requireGame(r, gameId);
      const watching = await watchingOf(game);
      const bytes = await images.image(game, format, language, watching);
      return { id: game.id, version: game.version, seats: game.seats, watching, bytes };
    },
    /** The head of a game by id (the ETag's parts), for callers authorised another way (signed URLs). */
    async head(gameId: string): Promise<ImageHead> {
      const game = await requireGame(r, gameId);
      return { id: game.id, version: game.version, seats: game.seats, watching: await watchingOf(game) };
    },
    /** The spectators' label a game's image shows now. */
    watching: watchingOf,
    /** A tournament's final standings as a PNG, drawn like the boards. */
    standings: images.standings,
    etag: images.etag,
    signature: images.signature,
    verify: images.verify,
    cacheStats: images.cacheStats,
  };
}
