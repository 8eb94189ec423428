import { LRUCache } from "lru-cache";

/** Identifies one encoded image: a game at one version in one format and language. */
export interface RenderKey {
  readonly game_id: string;
  readonly version: number;
  /** The seats' names tag (names-tag.ts): an erased name is drawn anew. */
  readonly names: string;
  readonly format: string;
  readonly language: string;
  /** The spectators' label drawn on it (spectator-label.ts); absent or "" for none. */
  readonly watching?: string;
}

export interface RenderCacheStats {
  readonly entries: number;
  readonly bytes: number;
  /** Requests served without starting a render, including those that joined one in flight. */
  readonly hits: number;
  /** Renders started. */
  readonly misses: number;
}

export interface RenderCache {
  /** The cached image, the in-flight render for the same key, or a new render. */
  getOrRender(key: RenderKey, render: () => Promise<Buffer>): Promise<Buffer>;
  stats(): RenderCacheStats;
}

export interface RenderCacheOptions {
  /** Upper bound on the summed byte length of stored images. */
  readonly maxBytes: number;
}

function keyString(key: RenderKey): string {
  return `${key.game_id}\u0000${key.version}\u0000${key.names}\u0000${key.format}\u0000${key.language}\u0000${key.watching ?? ""}`;
}

/** Renders one image; handed to the cache per request as its fetch context. */
type Render = () => Promise<Buffer>;

/**
 * Creates a byte-bounded LRU cache of encoded images with single-flight
 * renders per key (`lru-cache`'s fetch): a burst of requests for a fresh
 * version (bot message plus web viewers) costs one render. A failed render
 * rejects every waiter and is not kept; an image over the budget is returned
 * but not kept.
 */
export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const images = new LRUCache<string, Buffer, Render>({
    maxSize: options.maxBytes,
    sizeCalculation: (image) => Math.max(1, image.length),
    fetchMethod: (_id, _stale, { context }) => Promise.resolve().then(context),
  });
  let hits = 0;
  let misses = 0;

  return {
    async getOrRender(key, render) {
      const status: LRUCache.Status<string, Buffer, Render> = {};
      const image = images.fetch(keyString(key), { context: render, status });
      if (status.fetch === "hit" || status.fetch === "inflight") hits++;
      else misses++;
      const rendered = await image;
      if (rendered === undefined) throw new Error("The render gave no image.");
      return rendered;
    },
    stats: () => ({ entries: images.size, bytes: images.calculatedSize, hits, misses }),
  };
}
