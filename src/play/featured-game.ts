import { findFeaturedGameId } from "../db/repositories/featured-game-repository.ts";
import { DomainError } from "../errors.ts";
import type { StateDocument } from "../games/registry.ts";
import { findPlugin } from "../games/registry.ts";
import { pluginOf } from "../model/game-record.ts";
import { requireGame } from "../model/require-game.ts";
import { buildStateDocument } from "../model/state-document.ts";
import type { UseCaseDeps } from "../model/use-case-deps.ts";
import { displayRating, NEW_SKILL } from "../ratings/rating-model.ts";

/** The featured game now and its state, as anyone who is not seated sees it. */
export interface FeaturedGame {
  readonly game_id: string;
  readonly state: StateDocument;
}

/**
 * The TV: the running public game whose players have the highest average
 * rating (ties: the newest), seen as a spectator sees it, so no hidden value
 * leaves; 404 no_featured_game when none runs.
 */
export async function readFeaturedGame({ store }: UseCaseDeps, pluginId?: string): Promise<FeaturedGame> {
  if (pluginId !== undefined && !findPlugin(pluginId)) {
    throw new DomainError("plugin_not_found", `No game plugin "${pluginId}".`);
  }
  const gameId = await findFeaturedGameId(store, pluginId, displayRating(NEW_SKILL));
  if (!gameId) throw new DomainError("no_featured_game", "No public game is running now.");
  const game = await requireGame(store, gameId);
  const state = buildStateDocument(game, pluginOf(game), JSON.parse(game.state), null, false);
  return { game_id: game.id, state };
}
