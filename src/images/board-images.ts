import { createHmac, timingSafeEqual } from "node:crypto";
import type { GameRow } from "../db/schema.ts";
import { findPlugin } from "../games/registry.ts";
import type { Locale } from "../i18n/locales.ts";
import { ERASED_NAME } from "../model/erased-name.ts";
import { playersOf, seatsOf } from "../model/game-record.ts";
import { namesTag } from "../model/names-tag.ts";
import type { BoardRenderer, ImageFormat } from "../render/render-board.ts";
import type { RenderCache } from "../render/render-cache.ts";
import type { RenderInput } from "../render/render-input.ts";
import type { StandingsInput } from "../render/standings-image.ts";

export const IMAGE_FORMATS = ["png", "webp"] as const satisfies readonly ImageFormat[];
export const IMAGE_CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  png: "image/png",
  webp: "image/webp",
};

export interface BoardImagesDeps {
  readonly renderer: BoardRenderer;
  readonly cache: RenderCache;
  /** Key for signed image URLs. */
  readonly urlSecret: string;
}

export type BoardImages = ReturnType<typeof createBoardImages>;

/**
 * What the renderer needs, from a stored game (the neutral, spectator view),
 * with words in `language` and `watching` (spectator-label.ts) beside the version.
 */
export function renderInputOf(game: GameRow, language: Locale = "en", watching = ""): RenderInput {
  const plugin = findPlugin(game.plugin_id);
  if (!plugin) throw new Error(`plugin ${game.plugin_id} is not installed`);
  const state = JSON.parse(game.state);
  const view = plugin.view(state, null);
  const seats = seatsOf(game);
  const outcome = plugin.outcome(state);
  const winners = outcome.status === "finished" ? outcome.winners : [];
  return {
    plugin_id: plugin.id,
    version: game.version,
    status: game.status,
    players: playersOf(seats).map((p) => ({
      name: p.display_name,
      color: p.color,
      ...(p.display_name === ERASED_NAME ? { erased: true } : {}),
    })),
    turn: game.status === "running" ? view.turn : null,
    winners: seats.flatMap((s, i) => (winners.includes(s.id) ? [i] : [])),
    scores: view.scores,
    board: view.board,
    language,
    watching,
  };
}

/** Board images: one render per (game, version, format), shared by the API and the bot. */
export function createBoardImages({ renderer, cache, urlSecret }: BoardImagesDeps) {
  const sign = (gameId: string, format: string, expires: number) =>
    createHmac("sha256", urlSecret).update(`media\n${gameId}\n${format}\n${expires}`).digest("base64url");
  return {
    /** The encoded image of the game's current version, its words in `language`, `watching` drawn beside the version. */
    image(game: GameRow, format: ImageFormat, language: Locale = "en", watching = ""): Promise<Buffer> {
      const names = namesTag(game.seats);
      const key = { game_id: game.id, version: game.version, names, format, language, watching };
      return cache.getOrRender(key, () => renderer.render(renderInputOf(game, language, watching), format));
    },

    /** A tournament's final standings as a PNG, drawn like the boards. */
    standings: (input: StandingsInput): Promise<Buffer> => renderer.renderStandings(input),

    /** A strong validator: game id, version, seat names, the spectators' label and format decide the bytes. */
    etag(
      game: Pick<GameRow, "id" | "version" | "seats"> & { readonly watching?: string },
      format: ImageFormat,
    ): string {
      const watching = game.watching ? `.w${game.watching}` : "";
      return `"${game.id}.${game.version}.${namesTag(game.seats)}${watching}.${format}"`;
    },

    /** A signature that lets a URL fetch the image without credentials until `expires` (seconds). */
    signature: sign,

    /** True when `sig` was made by `signature` for these values and has not expired. */
    verify(gameId: string, format: string, expires: number, sig: string, nowMs: number): boolean {
      if (!Number.isSafeInteger(expires) || expires * 1000 < nowMs) return false;
      const expected = Buffer.from(sign(gameId, format, expires));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },

    cacheStats: () => cache.stats(),
  };
}
