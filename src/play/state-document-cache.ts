import type { GameHead } from "../db/repositories/game-repository.ts";
import { createFrozenCache } from "../documents/frozen-cache.ts";
import type { StateDocument } from "../games/registry.ts";
import { namesTag } from "../model/names-tag.ts";

/**
 * State documents by what they show: a game at one version (plus its turn
 * deadline, clock and seat names, which a pause, a vacation, a reclaim or an
 * erasure change without a new version), paused
 * or not, through one viewer's eyes. A document is a pure function of those.
 *
 * Only committed rows may fill it: a document built inside a write unit could
 * show a version that never commits.
 */
export interface StateDocumentCache {
  /** The document of this version for `viewer`, if it was built. */
  find(game: GameHead, viewer: string | null, paused: boolean): StateDocument | undefined;
  /** Keeps `doc`, built from `game`'s row, frozen; returns it. */
  keep(game: GameHead, viewer: string | null, paused: boolean, doc: StateDocument): StateDocument;
}

/** About 2 KB per document: the default holds a few MB. */
export const STATE_DOCUMENTS_CACHED = 2000;

const keyOf = (game: GameHead, viewer: string | null, paused: boolean) =>
  `${game.id}\u0000${game.version}\u0000${game.turn_deadline}\u0000${game.clock}\u0000${namesTag(game.seats)}\u0000${paused}\u0000${viewer}`;

export function createStateDocumentCache(max = STATE_DOCUMENTS_CACHED): StateDocumentCache {
  const documents = createFrozenCache<StateDocument>(max);
  return {
    find: (game, viewer, paused) => documents.get(keyOf(game, viewer, paused)),
    keep: (game, viewer, paused, doc) => documents.keep(keyOf(game, viewer, paused), doc),
  };
}
