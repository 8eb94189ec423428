/** Identifies one encoded image: a game at one version in one format and language. */
export interface RenderKey {
  readonly game_id: string;
  readonly version: number;
  readonly format: string;
  readonly language: string;
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
  return `${key.game_id}\u0000${key.version}\u0000${key.format}\u0000${key.language}`;
}

/** Creates a byte-bounded LRU cache of encoded images with single-flight renders per key. */
export function createRenderCache(options: RenderCacheOptions): RenderCache {
  // Single flight: a burst of requests for a fresh version (bot message plus web viewers) costs one render.
  // A Map iterates in insertion order, so re-inserting on every hit keeps the least recently used first.
  // Only one render per key runs at a time, so a stored key is never stored again before eviction.
  const entries = new Map<string, Buffer>();
  const inFlight = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const store = (id: string, image: Buffer): void => {
    if (image.length > options.maxBytes) return;
    entries.set(id, image);
    bytes += image.length;
    for (const [oldest, old] of entries) {
      if (bytes <= options.maxBytes) break;
      entries.delete(oldest);
      bytes -= old.length;
    }
  };

  return {
    getOrRender(key, render) {
      const id = keyString(key);
      const cached = entries.get(id);
      if (cached !== undefined) {
        hits++;
        entries.delete(id);
        entries.set(id, cached);
        return Promise.resolve(cached);
      }
      const pending = inFlight.get(id);
      if (pending !== undefined) {
        hits++;
        return pending;
      }
      misses++;
      const started = Promise.resolve()
        .then(render)
        .then((image) => {
          store(id, image);
          return image;
        })
        .finally(() => inFlight.delete(id));
      inFlight.set(id, started);
      return started;
    },
    stats: () => ({ entries: entries.size, bytes, hits, misses }),
  };
}
